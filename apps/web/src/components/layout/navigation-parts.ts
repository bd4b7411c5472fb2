// The one chunk of the course navigation (see navigation.ts).
export { ChapterMenus } from './chapter-menus.tsx';
export { Sidebar } from './sidebar.tsx';
