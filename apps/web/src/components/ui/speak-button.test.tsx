import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installSpeech, stubVoice, type SpeechStub } from '../../../test/speech-stub.ts';
import { chooseGermanVoice, REPLAY_WINDOW_MS, SLOW_RATE, speakGerman } from '../../lib/speech.ts';
import { SpeakButton } from './speak-button.tsx';

const english = [stubVoice('en-US', { default: true }), stubVoice('en-GB')];
let uninstall = () => undefined as void;
afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
});
function withVoices(voices: SpeechSynthesisVoice[]): SpeechStub {
  const installed = installSpeech(voices);
  uninstall = installed.uninstall;
  return installed.synth;
}
const listen = (word: string) => screen.queryByRole('button', { name: `Listen: ${word}` });

describe('choosing the German voice', () => {
  it('takes de-DE on the device first, then de-DE online, then another German voice', () => {
    const local = stubVoice('de-DE', { name: 'Anna' });
    const online = stubVoice('de-DE', { name: 'Google Deutsch', localService: false });
    const austrian = stubVoice('de-AT', { name: 'Michael' });
    expect(chooseGermanVoice([...english, austrian, online, local])).toBe(local);
    expect(chooseGermanVoice([...english, austrian, online])).toBe(online);
    expect(chooseGermanVoice([...english, austrian])).toBe(austrian);
  });

  it("reads Android's underscore tags and never takes a voice that is not German", () => {
    const android = stubVoice('de_DE');
    expect(chooseGermanVoice([...english, android])).toBe(android);
    expect(chooseGermanVoice([...english, stubVoice('da-DK'), stubVoice('nl-DE')])).toBeNull();
  });
});

describe('SpeakButton', () => {
  it('is not shown where the browser has only English voices, or no speech synthesis', () => {
    const synth = withVoices(english);
    const { unmount } = render(<SpeakButton text="der Tisch" />);
    expect(listen('der Tisch')).toBeNull();
    expect(speakGerman('der Tisch')).toBeNull();
    unmount();
    uninstall();
    render(<SpeakButton text="der Tisch" />);
    expect(listen('der Tisch')).toBeNull();
    expect(synth.spoken).toEqual([]);
  });

  it('appears when the German voice arrives late, and goes when it is gone', () => {
    const synth = withVoices([]);
    render(<SpeakButton text="der Tisch" />);
    expect(listen('der Tisch')).toBeNull();
    act(() => synth.setVoices([...english, stubVoice('de-DE')]));
    expect(listen('der Tisch')).toBeInTheDocument();
    act(() => synth.setVoices(english));
    expect(listen('der Tisch')).toBeNull();
  });

  it('is a named button with a tooltip that says the German with the German voice', async () => {
    const german = stubVoice('de-DE');
    const synth = withVoices([...english, german]);
    render(<SpeakButton text="der Tisch" />);
    const button = listen('der Tisch');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('title', expect.stringContaining('Listen: der Tisch'));
    await userEvent.click(button!);
    expect(synth.spoken).toHaveLength(1);
    expect(synth.spoken[0]).toMatchObject({ text: 'der Tisch', lang: 'de-DE', rate: 1 });
    expect(synth.spoken[0]?.voice).toBe(german);
  });

  it('says it slower on a second press while or just after it speaks, at normal speed later', async () => {
    const synth = withVoices([stubVoice('de-DE')]);
    render(<SpeakButton text="das Haus" />);
    const button = listen('das Haus')!;
    await userEvent.click(button);
    expect(button).toHaveAttribute('data-speaking');
    await userEvent.click(button);
    expect(synth.spoken.map((utterance) => utterance.rate)).toEqual([1, SLOW_RATE]);
    act(() => synth.finish());
    expect(button).not.toHaveAttribute('data-speaking');
    await userEvent.click(button);
    expect(synth.spoken.at(-1)?.rate).toBe(SLOW_RATE);

    act(() => synth.finish());
    const later = Date.now() + REPLAY_WINDOW_MS + 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await userEvent.click(button);
    expect(synth.spoken.at(-1)?.rate).toBe(1);
  });

  it('says another word at normal speed, and works from the keyboard', async () => {
    const synth = withVoices([stubVoice('de-AT')]);
    render(
      <>
        <SpeakButton text="der Tisch" />
        <SpeakButton text="Tisch, -e, der" label="der Tisch (dictionary)" />
        <SpeakButton text="die Tür" />
      </>,
    );
    await userEvent.click(listen('der Tisch')!);
    listen('die Tür')!.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(synth.spoken.map(({ text, rate, lang }) => [text, rate, lang])).toEqual([
      ['der Tisch', 1, 'de-AT'],
      ['die Tür', 1, 'de-AT'],
      ['die Tür', SLOW_RATE, 'de-AT'],
    ]);
    expect(listen('der Tisch (dictionary)')).toBeInTheDocument();
  });
});
