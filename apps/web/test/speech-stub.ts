// jsdom has no speech synthesis, and Chromium here has no German voice: tests install a stand-in
// engine with the voice list they need and read what it was asked to say.

export interface StubVoice {
  name: string;
  lang: string;
  localService: boolean;
  default: boolean;
  voiceURI: string;
}

export function stubVoice(lang: string, options: Partial<StubVoice> = {}): SpeechSynthesisVoice {
  const name = options.name ?? `Voice ${lang}${options.localService === false ? ' (online)' : ''}`;
  return {
    name,
    lang,
    localService: true,
    default: false,
    voiceURI: name,
    ...options,
  } as SpeechSynthesisVoice;
}

class StubUtterance extends EventTarget {
  text: string;
  voice: SpeechSynthesisVoice | null = null;
  lang = '';
  rate = 1;
  constructor(text = '') {
    super();
    this.text = text;
  }
}

class StubSynthesis extends EventTarget {
  voices: SpeechSynthesisVoice[];
  speaking = false;
  pending = false;
  paused = false;
  /** Every utterance asked for, in order. */
  spoken: StubUtterance[] = [];
  constructor(voices: SpeechSynthesisVoice[]) {
    super();
    this.voices = voices;
  }
  getVoices() {
    return this.voices;
  }
  speak(utterance: StubUtterance) {
    this.spoken.push(utterance);
    this.speaking = true;
  }
  cancel() {
    if (this.speaking) this.spoken.at(-1)?.dispatchEvent(new Event('error'));
    this.speaking = false;
  }
  /** The engine finishes the current utterance. */
  finish() {
    this.speaking = false;
    this.spoken.at(-1)?.dispatchEvent(new Event('end'));
  }
  /** A voice list that arrives late, as Chrome's does. */
  setVoices(voices: SpeechSynthesisVoice[]) {
    this.voices = voices;
    this.dispatchEvent(new Event('voiceschanged'));
  }
}

export type SpeechStub = StubSynthesis;

/** Installs a speech engine with these voices; returns it and a function that removes it. */
export function installSpeech(voices: SpeechSynthesisVoice[]): { synth: SpeechStub; uninstall: () => void } {
  const synth = new StubSynthesis(voices);
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synth });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { configurable: true, value: StubUtterance });
  return {
    synth,
    uninstall: () => {
      Reflect.deleteProperty(window, 'speechSynthesis');
      Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
    },
  };
}
