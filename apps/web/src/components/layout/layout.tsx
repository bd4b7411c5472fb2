import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { parseChapterNumber } from '@grundlagen/core';
import { CHAPTER_COUNT } from '@grundlagen/content';
import { TrackerProvider } from '../../lib/tracker.tsx';
import { readDeviceLayout, useDeviceLayout } from '../../hooks/use-device-class.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { Header } from './header.tsx';
import { SaveStatus } from './save-status.tsx';
import { useScrollToTarget } from './use-scroll-to-target.ts';
import { loadNavigation, useNavigationParts } from './navigation.ts';
import './layout.css';

/**
 * Called when the course shell's route loads: a wide screen shows the navigation with the first
 * page, so its chunk is fetched now, beside the page's own content.
 */
export function preloadNavigationForWideScreens(): void {
  if (!readDeviceLayout().isMobile) void loadNavigation().catch(() => undefined);
}

/** The main layout: header, sidebar and content (docs/product/screens.md "Routes"). */
export function Layout() {
  const location = useLocation();
  const navigation = useNavigation();
  const device = useDeviceLayout();
  // A prerendered page (build/prerender.ts) is rendered, and hydrated, without knowing the
  // device: the shell then holds the parts of both layouts, and its styles show one by the
  // device the page's inline script named (`html[data-device]`). The render after hydration
  // is the device's own; it looks the same.
  const anyDevice = !useHydrated();
  const isMobile = !anyDevice && device.isMobile;
  useScrollToTarget();
  const [menuOpen, setMenuOpen] = useState(false);
  const loadedNavigation = useNavigationParts(!isMobile || menuOpen);
  const courseNavigation = anyDevice ? null : loadedNavigation;
  // On a phone the menu opens at once: its chunk is fetched once the first page is shown.
  useEffect(() => whenIdle(() => void loadNavigation().catch(() => undefined)), []);
  const chapter = parseChapterNumber(location.pathname, CHAPTER_COUNT);
  // A change of page closes the mobile menu.
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  return (
    <TrackerProvider>
      <div
        className={
          isMobile
            ? 'app-shell layout-mobile-shell'
            : anyDevice
              ? 'app-shell app-shell-any-device'
              : 'app-shell'
        }
      >
        <a className="skip-link" href="#main-content">
          Skip to content
        </a>
        {navigation.state === 'loading' ? (
          <div className="nav-progress" role="progressbar" aria-label="Loading page" />
        ) : null}
        <Header
          chapter={chapter}
          isMobile={anyDevice ? null : isMobile}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((open) => !open)}
        />
        <div className={isMobile ? 'layout layout-mobile' : 'layout'}>
          {!isMobile || menuOpen ? (
            courseNavigation ? (
              <courseNavigation.Sidebar chapter={chapter} />
            ) : (
              // Keeps the content where it will be while the navigation's chunk arrives.
              <div className="sidebar" aria-hidden="true" />
            )
          ) : null}
          {/* data-path: the page shown, set in the same render as the page (the e2e suite waits on it). */}
          <main id="main-content" className="content" tabIndex={-1} data-path={location.pathname}>
            <Outlet />
          </main>
        </div>
        <SaveStatus />
      </div>
    </TrackerProvider>
  );
}
