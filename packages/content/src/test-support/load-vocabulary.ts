// Test setup: `resolveWord` reads the loaded vocabulary (the browser loads it with a practice
// set), so the content tests load every chapter's vocabulary first.
import { loadVocabularyUpTo } from '../vocabulary/loaded.ts';

await loadVocabularyUpTo(13);
