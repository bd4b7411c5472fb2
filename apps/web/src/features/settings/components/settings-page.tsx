import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { parseChapterNumber } from '@grundlagen/core';
import { CHAPTER_COUNT } from '@grundlagen/content';
import { toast } from '../../../lib/toast.ts';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLogout } from '../../../hooks/use-logout.ts';
import { userQueryOptions } from '../../../lib/auth.ts';
import { useTracker } from '../../../lib/tracker.tsx';
import { setDarkMode, useIsDark } from '../../../lib/dark-mode.ts';
import { keepReviewCards } from '../api/keep-review-cards.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import '../settings.css';

export function SettingsPage() {
  const navigate = useNavigate();
  const { ch } = useParams();
  const chapter = parseChapterNumber(ch, CHAPTER_COUNT);
  const { data: user } = useQuery(userQueryOptions());
  const isDark = useIsDark();
  const updateProfile = useUpdateProfile();
  const tracker = useTracker();
  const { logout, loggingOut } = useLogout();
  const [confirmClear, setConfirmClear] = useState(false);
  const [keepCards, setKeepCards] = useState(true);
  const queryClient = useQueryClient();

  return (
    <section className="page settings-page" aria-labelledby="settings-title">
      <button type="button" className="button button-secondary" onClick={() => navigate(-1)}>
        Back to Course
      </button>
      <h1 id="settings-title">Settings</h1>

      <div className="settings-card">
        <p>Email: {user?.email}</p>
        {typeof user?.user_metadata['username'] === 'string' ? (
          <p>Username: {user.user_metadata['username']}</p>
        ) : null}
        <button
          type="button"
          className="button"
          onClick={logout}
          disabled={loggingOut}
          aria-busy={loggingOut}
        >
          {loggingOut ? <Spinner label="Logging out…" /> : null}
          Logout
        </button>
      </div>

      <div className="settings-card">
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={isDark}
            onChange={(event) => {
              setDarkMode(event.target.checked);
              updateProfile.mutate({ data: { darkMode: event.target.checked } });
            }}
          />
          <span>Dark Mode</span>
        </label>
      </div>

      <div className="settings-card">
        <ChangePasswordForm />
      </div>

      <div className="settings-card">
        <h2>Progress</h2>
        <p>
          Removes every checkmark from the course. Review loses the cards your passed tests gave you, unless
          you choose to keep them. Your saved answers and My mistakes stay.
        </p>
        <button type="button" className="button button-danger" onClick={() => setConfirmClear(true)}>
          Clear Progress Tracker
        </button>
      </div>

      <div className="settings-card">
        <h2>Temporary Things</h2>
        <div className="button-row">
          <Link className="button button-secondary" to={`/new_user/ch=${chapter}`}>
            New User
          </Link>
          <Link className="button button-secondary" to="/landing_page">
            Landing Page
          </Link>
          <Link className="button button-secondary" to="/counts">
            Drill &amp; Exercise Counts
          </Link>
        </div>
      </div>

      <ConfirmModal
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Achtung!"
        confirmLabel="OK"
        danger
        onConfirm={async () => {
          // The cards are kept (or let go) before the checkmarks go, so Review never flickers empty.
          try {
            await keepReviewCards(queryClient, keepCards ? tracker.codes : null);
          } catch (error) {
            toast.error(`Nothing was cleared: ${(error as Error).message}`);
            return;
          }
          await tracker.clear();
          toast.success('Progress tracker cleared.');
        }}
      >
        <p>If you click OK, every checkmark in the course will be removed.</p>
        <label className="checkbox-label">
          <input
            type="checkbox"
            checked={keepCards}
            onChange={(event) => setKeepCards(event.target.checked)}
          />{' '}
          Keep my review cards
        </label>
        <p>
          {keepCards
            ? 'Review keeps every card your passed tests gave you, each with its schedule.'
            : 'Review will be empty. A test’s cards come back, with their schedule, when you pass it again.'}{' '}
          Your saved answers and My mistakes stay.
        </p>
      </ConfirmModal>
    </section>
  );
}
