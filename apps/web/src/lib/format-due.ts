/**
 * When a card comes back, in words: "in 10 minutes", "in 3 hours", "tomorrow", "on Fri 6 Mar".
 *
 * @example formatDue('2026-03-02T10:10:00Z', new Date('2026-03-02T10:00:00Z')) // 'in 10 minutes'
 */
export function formatDue(due: string, now: Date): string {
  const minutes = Math.round((new Date(due).getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return 'now';
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const dueDate = new Date(due);
  const days = Math.round(
    (new Date(dueDate.getFullYear(), dueDate.getMonth(), dueDate.getDate()).getTime() -
      new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime()) /
      86_400_000,
  );
  if (days === 0) {
    const hours = Math.round(minutes / 60);
    return `in ${hours} hour${hours === 1 ? '' : 's'}`;
  }
  if (days === 1) return 'tomorrow';
  const date = dueDate.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(dueDate.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return `on ${date} (in ${days} days)`;
}
