import { useRef, useState } from 'react';
import { useGermanVoice } from '../../hooks/use-german-voice.ts';
import { speakGerman } from '../../lib/speech.ts';
import { SpeakerIcon } from './icons.tsx';
import './speak-button.css';

/**
 * A speaker button that says German `text` with the browser's German voice; pressed again while
 * or just after it speaks, it says it slower. Not rendered where the browser has no German voice.
 * `label` names what is said when it differs from the text (defaults to the text).
 *
 * @example
 * <td lang="de">der Tisch <SpeakButton text="der Tisch" /></td>
 */
export function SpeakButton({ text, label = text }: { text: string; label?: string }) {
  const voice = useGermanVoice();
  const [speaking, setSpeaking] = useState(false);
  // A press cuts off the last utterance, whose end arrives after the new one has started.
  const presses = useRef(0);
  if (!voice || !text.trim()) return null;
  return (
    <button
      type="button"
      className="speak-button"
      aria-label={`Listen: ${label}`}
      title={`Listen: ${label} (press again to hear it slower)`}
      data-speaking={speaking || undefined}
      onClick={() => {
        presses.current += 1;
        const press = presses.current;
        const rate = speakGerman(text, () => {
          if (presses.current === press) setSpeaking(false);
        });
        if (rate !== null) setSpeaking(true);
      }}
    >
      <SpeakerIcon />
    </button>
  );
}
