// Loaded on demand (import()), so the vocabulary of every chapter stays out of the course shell.
export { reviewItemsFor } from '@grundlagen/content';
