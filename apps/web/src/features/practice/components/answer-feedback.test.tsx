import { render, screen } from '@testing-library/react';
import { closestAnswer } from '@grundlagen/core';
import { courseLexicon } from '@grundlagen/content';
import { describe, expect, it } from 'vitest';
import { AnswerFeedback } from './answer-feedback.tsx';

const report = { sent: false, sending: false, onReport: () => undefined };

describe('the feedback of a wrong answer', () => {
  it('shows why it is wrong under the word difference, in words', () => {
    const closest = closestAnswer('Ich fahre mit den Bus', 'Ich fahre mit dem Bus.', { language: 'de' });
    const { container } = render(
      <AnswerFeedback
        id="feedback-1"
        closest={closest}
        explanation="mit takes the dative: mit dem Bus."
        lang="de"
        target="sentence 1"
        report={report}
      />,
    );
    const lines = [...container.querySelectorAll('.answer-feedback > p')].map((line) => line.className);
    expect(lines).toEqual(['answer-difference', 'answer-closest', 'answer-explanation']);
    expect(screen.getByText('mit takes the dative: mit dem Bus.', { exact: false })).toHaveTextContent(
      'Why: mit takes the dative: mit dem Bus.',
    );
  });

  it('shows the closest answer in the learner’s synonym, the slip alone marked', () => {
    const closest = closestAnswer(
      'Wir haben einen neue Wagen gekauft.',
      'Wir haben ein neues Auto gekauft.',
      {
        language: 'de',
        lexicon: courseLexicon,
        prompt: 'We bought a new car.',
      },
    );
    const { container } = render(
      <AnswerFeedback id="feedback-3" closest={closest} lang="de" target="sentence 3" report={report} />,
    );
    expect(container.querySelector('.answer-closest')).toHaveTextContent(
      'Closest correct answer: Wir haben einen neuen Wagen gekauft.',
    );
    expect(container.querySelectorAll('.answer-difference del')).toHaveLength(1);
    expect(container.querySelector('.answer-difference del')).toHaveTextContent(/you wrote neue$/);
    expect(container.querySelector('.answer-difference ins')).toHaveTextContent(/correct: neuen$/);
  });

  it('says nothing more where the course cannot say why', () => {
    const { container } = render(
      <AnswerFeedback id="feedback-2" closest={undefined} lang="de" target="sentence 2" report={report} />,
    );
    expect(container.querySelector('.answer-explanation')).toBeNull();
  });
});
