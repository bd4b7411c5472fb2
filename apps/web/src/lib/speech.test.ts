import { afterEach, describe, expect, it, vi } from 'vitest';
import { installSpeech, stubVoice, type SpeechStub } from '../../test/speech-stub.ts';
import {
  chooseGermanVoice,
  germanVoice,
  REPLAY_WINDOW_MS,
  SLOW_RATE,
  speakGerman,
  subscribeToGermanVoice,
} from './speech.ts';

let uninstall = () => undefined as void;
afterEach(() => {
  uninstall();
  uninstall = () => undefined;
  vi.useRealTimers();
});
function withVoices(voices: SpeechSynthesisVoice[]): SpeechStub {
  const installed = installSpeech(voices);
  uninstall = installed.uninstall;
  return installed.synth;
}

describe('chooseGermanVoice', () => {
  it('prefers the browser’s default among equal German voices, and de-DE online over de-CH on the device', () => {
    const plain = stubVoice('de-DE', { name: 'Petra' });
    const chosen = stubVoice('de-DE', { name: 'Anna', default: true });
    expect(chooseGermanVoice([plain, chosen])).toBe(chosen);
    const online = stubVoice('de-DE', { name: 'Google Deutsch', localService: false });
    const swiss = stubVoice('de-CH', { name: 'Zuzana' });
    expect(chooseGermanVoice([swiss, online])).toBe(online);
    expect(chooseGermanVoice([stubVoice('DE'), stubVoice('en-DE')])?.lang).toBe('DE');
    expect(chooseGermanVoice([])).toBeNull();
  });
});

describe('without speech synthesis', () => {
  it('has no voice, says nothing and has nothing to tell', () => {
    expect(germanVoice()).toBeNull();
    expect(speakGerman('der Tisch')).toBeNull();
    const listener = vi.fn();
    subscribeToGermanVoice(listener)();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('speakGerman', () => {
  it('says nothing without a German voice or without text', () => {
    const synth = withVoices([stubVoice('en-GB')]);
    expect(speakGerman('der Tisch')).toBeNull();
    synth.setVoices([stubVoice('de-DE')]);
    expect(speakGerman('   ')).toBeNull();
    expect(synth.spoken).toEqual([]);
  });

  it('speaks with the voice’s tag in BCP 47 (Android reports de_DE)', () => {
    const android = stubVoice('de_DE');
    const synth = withVoices([android]);
    expect(speakGerman('die Tür')).toBe(1);
    expect(synth.spoken[0]).toMatchObject({ text: 'die Tür', lang: 'de-DE', voice: android, rate: 1 });
  });

  it('tells when the text has been said, and when it was cut off by the next', () => {
    const synth = withVoices([stubVoice('de-DE')]);
    const first = vi.fn();
    const second = vi.fn();
    speakGerman('der Tisch', first);
    expect(first).not.toHaveBeenCalled();
    speakGerman('die Tür', second); // cancels the first: an error event, "interrupted"
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    synth.finish();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('counts the replay window from when the text ended, not from when it began', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    const synth = withVoices([stubVoice('de-DE')]);
    speakGerman('das Haus');
    vi.advanceTimersByTime(REPLAY_WINDOW_MS + 2000); // a long word, still being said
    synth.finish();
    vi.advanceTimersByTime(REPLAY_WINDOW_MS - 100);
    expect(speakGerman('das Haus')).toBe(SLOW_RATE);
    synth.finish();
    vi.advanceTimersByTime(REPLAY_WINDOW_MS + 100);
    expect(speakGerman('das Haus')).toBe(1);
    // Another text is never a replay.
    expect(speakGerman('das Haus ')).toBe(1);
  });
});

describe('subscribeToGermanVoice', () => {
  it('tells of a new German voice, not of a voice list that leaves it as it was', () => {
    const synth = withVoices([stubVoice('en-GB')]);
    expect(germanVoice()).toBeNull();
    const listener = vi.fn();
    const stop = subscribeToGermanVoice(listener);
    const german = stubVoice('de-DE');
    synth.setVoices([stubVoice('en-GB'), german]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(germanVoice()).toBe(german);
    synth.setVoices([german, stubVoice('fr-FR')]);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    synth.setVoices([]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(germanVoice()).toBeNull();
  });

  it('picks up a voice list that arrived before the first subscription', () => {
    const synth = withVoices([]);
    expect(germanVoice()).toBeNull();
    // The list changes without the event reaching the store (it arrived before anyone listened).
    synth.voices = [stubVoice('de-AT')];
    const listener = vi.fn();
    subscribeToGermanVoice(listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(germanVoice()?.lang).toBe('de-AT');
  });
});
