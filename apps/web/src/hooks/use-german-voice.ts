import { useSyncExternalStore } from 'react';
import { germanVoice, subscribeToGermanVoice } from '../lib/speech.ts';

/**
 * The browser's German voice, or null where there is none (or no speech synthesis). A voice list
 * that arrives late (Chrome's voiceschanged) renders again.
 *
 * @example
 * const voice = useGermanVoice();
 * if (!voice) return null; // never an English voice reading German
 */
export function useGermanVoice(): SpeechSynthesisVoice | null {
  return useSyncExternalStore(subscribeToGermanVoice, germanVoice, () => null);
}
