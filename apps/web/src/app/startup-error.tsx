import { ErrorScreenView } from '../components/ui/error-screen.tsx';

/** Shown when the app cannot even start (its settings could not be loaded): no router yet. */
export function ErrorScreenStandalone({ error }: { error: unknown }) {
  return <ErrorScreenView error={error} />;
}
