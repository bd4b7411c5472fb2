import { render, screen } from '@testing-library/react';
import { closestAnswer } from '@grundlagen/core';
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

  it('says nothing more where the course cannot say why', () => {
    const { container } = render(
      <AnswerFeedback id="feedback-2" closest={undefined} lang="de" target="sentence 2" report={report} />,
    );
    expect(container.querySelector('.answer-explanation')).toBeNull();
  });
});
