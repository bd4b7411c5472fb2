import { useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { parseChapterNumber } from '@grundlagen/core';
import { CHAPTER_COUNT } from '@grundlagen/content';
import { TrackerProvider } from '../../lib/tracker.tsx';
import { useDeviceLayout } from '../../hooks/use-device-class.ts';
import { Header } from './header.tsx';
import { Sidebar } from './sidebar.tsx';

/** The main layout: header, sidebar and content (spec §2). */
export function Layout() {
  const location = useLocation();
  const navigation = useNavigation();
  const { isMobile } = useDeviceLayout();
  const [menuOpen, setMenuOpen] = useState(false);
  const chapter = parseChapterNumber(location.pathname, CHAPTER_COUNT);
  // A change of page closes the mobile menu.
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  return (
    <TrackerProvider>
      <div className={isMobile ? 'app-shell layout-mobile-shell' : 'app-shell'}>
        <a className="skip-link" href="#main-content">
          Skip to content
        </a>
        {navigation.state === 'loading' ? (
          <div className="nav-progress" role="progressbar" aria-label="Loading page" />
        ) : null}
        <Header
          chapter={chapter}
          isMobile={isMobile}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((open) => !open)}
        />
        <div className={isMobile ? 'layout layout-mobile' : 'layout'}>
          {!isMobile || menuOpen ? <Sidebar chapter={chapter} /> : null}
          <main id="main-content" className="content" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
      </div>
    </TrackerProvider>
  );
}
