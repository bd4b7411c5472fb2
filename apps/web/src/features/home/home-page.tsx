import { useState } from 'react';
import { Link } from 'react-router';
import { ReviewBox } from './review-box.tsx';
import './home.css';

const steps = [
  {
    title: 'Understand and Memorize',
    text: "Each chapter starts with New Material: short lessons that explain one point of grammar, the tables to learn by heart, and the chapter's vocabulary. Understand it first, then memorize it with the practice and test pages.",
  },
  {
    title: 'Practice Remembering',
    text: 'Drills and Exercises use only material you have already learned. Each answer is a chance to remember, not to look up: try first, then check.',
  },
  {
    title: 'Review and Repeat',
    text: 'Later chapters keep reusing what earlier chapters taught, so every new chapter is also a review of the old ones. Review brings back the words and forms of every test you passed just before you would forget them, and My mistakes keeps every wrong answer with the lesson that explains it.',
  },
] as const;

/** The home content (docs/product/screens.md "Home"): welcome, the 3-step method carousel, links and advice. */
export function HomePage() {
  const [step, setStep] = useState(0);
  const current = steps[step] ?? steps[0];

  return (
    <section className="page home-page" aria-labelledby="home-title">
      <h1 id="home-title">Willkommen! Welcome to Grundlagen</h1>
      <p className="lead">
        Grundlagen teaches the fundamentals of German grammar in 13 chapters. The course rests on one idea:
        you learn what you try to remember. It works in three steps.
      </p>

      <ReviewBox />

      <div
        className="carousel"
        role="region"
        aria-roledescription="carousel"
        aria-label="The method in three steps"
      >
        <div className="carousel-slide" aria-live="polite">
          <p className="carousel-count">
            Step {step + 1} of {steps.length}
          </p>
          <h2>{current.title}</h2>
          <p>{current.text}</p>
        </div>
        <div className="carousel-controls">
          <button
            type="button"
            className="icon-button"
            aria-label="Previous step"
            disabled={step === 0}
            onClick={() => setStep((value) => Math.max(0, value - 1))}
          >
            ‹
          </button>
          {steps.map((item, index) => (
            <button
              key={item.title}
              type="button"
              className="carousel-number"
              aria-label={`Step ${index + 1}: ${item.title}`}
              aria-current={index === step ? 'step' : undefined}
              onClick={() => setStep(index)}
            >
              {index + 1}
            </button>
          ))}
          <button
            type="button"
            className="icon-button"
            aria-label="Next step"
            disabled={step === steps.length - 1}
            onClick={() => setStep((value) => Math.min(steps.length - 1, value + 1))}
          >
            ›
          </button>
        </div>
      </div>

      <div className="advice">
        <h2>Where to start</h2>
        <p>
          <strong>Beginners</strong> should start with <Link to="/ch1">Chapter One</Link> and work through the
          chapters in order.
        </p>
        <p>
          <strong>More advanced students</strong> may use the <Link to="/toc">Table of Contents</Link> to find
          what they need, but just doing drills is not recommended.
        </p>
        <p>
          Want to know why the course works this way? Read <Link to="/how_to">How to Use This Course</Link>.
        </p>
      </div>
    </section>
  );
}
