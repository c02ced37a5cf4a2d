import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import { SEEDFINDER_QUESTIONS, SEEDFINDER_QUESTION_ORDER, type SeedfinderQuestion } from '@storefront/shared-contracts';

export const Step = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
  }
  legend {
    font-size: 1.2rem;
    font-weight: 700;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  legend:focus {
    outline: none;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.subtle};
    font-weight: 600;
  }
  label:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
    outline-offset: 2px;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    flex: 0 0 auto;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
  progress {
    width: 100%;
    height: 8px;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
  .progress {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  .hint {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button,
  a {
    font: inherit;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brandDark};
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    text-decoration: none;
  }
  button[type='submit'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    font-weight: 700;
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export interface StepProps {
  index: number;
  value: string | undefined;
  /** Focus the question when it appears (after Next or Back, not on the page's first render). */
  focusOnShow: boolean;
  onAnswer: (question: SeedfinderQuestion, option: string) => void;
  onBack: () => void;
}

/** One question: a radio group (arrow keys move between options), Back and Next, and the progress. */
export function SeedfinderStep({ index, value, focusOnShow, onAnswer, onBack }: StepProps) {
  const intl = useIntl();
  const id = useId();
  const question = SEEDFINDER_QUESTION_ORDER[index] as SeedfinderQuestion;
  const total = SEEDFINDER_QUESTION_ORDER.length;
  const [choice, setChoice] = useState<string | undefined>(value);
  const legend = useRef<HTMLLegendElement>(null);

  useEffect(() => {
    if (focusOnShow) legend.current?.focus();
  }, [focusOnShow]);

  const last = index === total - 1;
  return (
    <Step
      data-testid="seedfinder-step"
      data-question={question}
      onSubmit={(event) => {
        event.preventDefault();
        if (choice) onAnswer(question, choice);
      }}
    >
      <p className="progress" id={`${id}-progress`} data-testid="seedfinder-progress">
        <FormattedMessage id="catalog.seedfinder.progress" values={{ step: index + 1, total }} />
      </p>
      <progress
        value={index + 1}
        max={total}
        aria-label={intl.formatMessage({ id: 'catalog.seedfinder.progressLabel' })}
      />
      <fieldset aria-describedby={`${id}-progress`}>
        <legend ref={legend} tabIndex={-1}>
          <FormattedMessage id={`catalog.seedfinder.q.${question}`} />
        </legend>
        {question === 'climate' ? (
          <p className="hint">
            <FormattedMessage id="catalog.seedfinder.hint.climate" />
          </p>
        ) : null}
        {SEEDFINDER_QUESTIONS[question].map((option) => (
          <label key={option} data-testid={`seedfinder-option-${option}`}>
            <input
              type="radio"
              name={`${id}-${question}`}
              value={option}
              checked={choice === option}
              onChange={() => setChoice(option)}
            />
            <span>
              <FormattedMessage id={`catalog.seedfinder.a.${question}.${option}`} />
            </span>
          </label>
        ))}
      </fieldset>
      <Buttons>
        {index > 0 ? (
          <button type="button" onClick={onBack} data-testid="seedfinder-back">
            <FormattedMessage id="catalog.seedfinder.back" />
          </button>
        ) : null}
        <button type="submit" disabled={!choice} data-testid="seedfinder-next">
          <FormattedMessage id={last ? 'catalog.seedfinder.showResults' : 'catalog.seedfinder.next'} />
        </button>
      </Buttons>
    </Step>
  );
}
