// German pronunciation with the browser's speech synthesis. Only a German voice may speak: where
// the browser has none (or no speech synthesis), `germanVoice()` is null and no speaker button is
// shown, since an English voice reading German teaches a wrong pronunciation.

/** The rate of a replay: a second press of the same word says it slower. */
export const SLOW_RATE = 0.6;
/** How long after a word was said (or while it is said) a press of it counts as a replay. */
export const REPLAY_WINDOW_MS = 4000;

/** A voice's language tag as BCP 47 in lower case (Android reports `de_DE`). */
const languageOf = (voice: SpeechSynthesisVoice) => voice.lang.replace(/_/g, '-').toLowerCase();

/**
 * The German voice to speak with: a de-DE voice if there is one, else another German one
 * (de-AT, de-CH…); among those a voice on the device before a network voice, then the
 * browser's default. Null when no voice is German.
 *
 * @example
 * chooseGermanVoice(speechSynthesis.getVoices()) // the de-DE voice, or null
 */
export function chooseGermanVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const rank = (voice: SpeechSynthesisVoice) =>
    (languageOf(voice) === 'de-de' ? 0 : 4) + (voice.localService ? 0 : 2) + (voice.default ? 0 : 1);
  const german = voices.filter((voice) => /^de(-|$)/.test(languageOf(voice)));
  return german.sort((first, second) => rank(first) - rank(second))[0] ?? null;
}

interface VoiceStore {
  voice: SpeechSynthesisVoice | null;
  /** The last text said: a press of it again soon after is a replay. */
  last: { text: string; at: number; endedAt: number | null } | null;
  listeners: Set<() => void>;
  refresh: () => void;
}

// One store per speech engine (tests install their own), so a change of engine starts afresh.
const stores = new WeakMap<SpeechSynthesis, VoiceStore>();

function synthesis(): SpeechSynthesis | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window) || !window.speechSynthesis) return null;
  if (typeof window.SpeechSynthesisUtterance !== 'function') return null;
  return window.speechSynthesis;
}

function storeOf(synth: SpeechSynthesis): VoiceStore {
  let store = stores.get(synth);
  if (!store) {
    const created: VoiceStore = {
      voice: chooseGermanVoice(synth.getVoices()),
      last: null,
      listeners: new Set(),
      refresh: () => {
        const next = chooseGermanVoice(synth.getVoices());
        if (next?.voiceURI === created.voice?.voiceURI && next?.lang === created.voice?.lang) return;
        created.voice = next;
        for (const listener of created.listeners) listener();
      },
    };
    // Chrome fills the voice list after the page has loaded and says so with voiceschanged.
    synth.addEventListener('voiceschanged', created.refresh);
    store = created;
    stores.set(synth, store);
  }
  return store;
}

/** The German voice, or null (see `chooseGermanVoice`); `subscribeToGermanVoice` tells of changes. */
export function germanVoice(): SpeechSynthesisVoice | null {
  const synth = synthesis();
  return synth ? storeOf(synth).voice : null;
}

/** Calls `listener` when the German voice changes (a late voice list); returns the unsubscribe. */
export function subscribeToGermanVoice(listener: () => void): () => void {
  const synth = synthesis();
  if (!synth) return () => undefined;
  const store = storeOf(synth);
  // The list may have arrived between the first look and the first subscription; later ones
  // subscribe to a store that has been listening since.
  const first = store.listeners.size === 0;
  store.listeners.add(listener);
  if (first) store.refresh();
  return () => store.listeners.delete(listener);
}

/**
 * Says German text with the German voice; a press of the same text while it is said or within
 * `REPLAY_WINDOW_MS` after says it slower (`SLOW_RATE`). Says nothing without a German voice.
 * Returns the rate used, or null when nothing was said; `onEnd` is called when the text has been
 * said or was cut off.
 *
 * @example
 * speakGerman('der Tisch') // 1
 * speakGerman('der Tisch') // 0.6, pressed again at once
 */
export function speakGerman(text: string, onEnd?: () => void): number | null {
  const synth = synthesis();
  if (!synth) return null;
  const store = storeOf(synth);
  const { voice, last } = store;
  if (!voice || !text.trim()) return null;
  const now = Date.now();
  const replay =
    last !== null &&
    last.text === text &&
    (synth.speaking || synth.pending || now - (last.endedAt ?? last.at) < REPLAY_WINDOW_MS);
  // Chrome queues utterances: a new press starts at once instead of after the last one.
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang.replace(/_/g, '-');
  utterance.rate = replay ? SLOW_RATE : 1;
  const spoken = { text, at: now, endedAt: null as number | null };
  const finish = () => {
    spoken.endedAt ??= Date.now();
    onEnd?.();
  };
  // A cancelled utterance ends with an error event ("interrupted") rather than end.
  utterance.addEventListener('end', finish);
  utterance.addEventListener('error', finish);
  store.last = spoken;
  synth.speak(utterance);
  return utterance.rate;
}
