import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import {
  SEEDFINDER_QUESTION_ORDER,
  buildPath,
  useEventBus,
  useStorefront,
  type SeedfinderAnswers,
  type SeedfinderQuestion,
} from '@storefront/shared-contracts';
import { useGetSeedfinderQuery } from '../api/seedfinder-api';
import { answersToQuery, firstOpenStep, isComplete, type PartialAnswers } from '../seedfinder-url';
import { SeedfinderResults } from './seedfinder-results';
import { Buttons, SeedfinderStep } from './seedfinder-step';

const Quiz = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h2:focus {
    outline: none;
  }
`;

export interface SeedfinderProps {
  initialAnswers: PartialAnswers;
  /** Told every change of the answers (the page keeps them in its URL). */
  onAnswersChange?: (answers: PartialAnswers) => void;
  renderProductLink: (slug: string, children: ReactNode) => ReactNode;
  compact?: boolean;
}

/** The quiz: one question at a time with progress and Back, then the results with a share link. */
export function Seedfinder({ initialAnswers, onAnswersChange, renderProductLink, compact = false }: SeedfinderProps) {
  const intl = useIntl();
  const bus = useEventBus();
  const storefront = useStorefront();
  const [answers, setAnswers] = useState<PartialAnswers>(initialAnswers);
  const [step, setStep] = useState(() => firstOpenStep(initialAnswers));
  // Focus follows the quiz once the shopper has moved in it (not on the page's first render).
  const [moved, setMoved] = useState(false);
  const total = SEEDFINDER_QUESTION_ORDER.length;
  const complete = isComplete(answers);
  const showResults = step >= total && complete;
  const { data, isError, isFetching } = useGetSeedfinderQuery(
    { iso: storefront.iso, answers: answers as SeedfinderAnswers },
    { skip: !showResults },
  );

  const change = (next: PartialAnswers, nextStep: number) => {
    setAnswers(next);
    setStep(nextStep);
    setMoved(true);
    onAnswersChange?.(next);
  };
  const answer = (question: SeedfinderQuestion, option: string) => {
    const next = { ...answers, [question]: option };
    change(next, step + 1 >= total ? firstOpenStep(next) : step + 1);
  };

  const sharePath = `${buildPath('seedfinder', storefront.code)}?${answersToQuery(answers)}`;
  const copyShareLink = async () => {
    try {
      await navigator.clipboard.writeText(new URL(sharePath, window.location.href).href);
      bus.emit('ui:toast', { kind: 'success', message: intl.formatMessage({ id: 'catalog.seedfinder.copied' }) });
    } catch {
      bus.emit('ui:toast', { kind: 'error', message: intl.formatMessage({ id: 'catalog.seedfinder.copyFailed' }) });
    }
  };

  if (!showResults) {
    return (
      <Quiz data-testid="seedfinder">
        <SeedfinderStep
          key={step}
          index={step}
          value={answers[SEEDFINDER_QUESTION_ORDER[step] as SeedfinderQuestion]}
          focusOnShow={moved}
          onAnswer={answer}
          onBack={() => {
            setStep(step - 1);
            setMoved(true);
          }}
        />
      </Quiz>
    );
  }

  return (
    <Quiz data-testid="seedfinder" aria-busy={isFetching}>
      {data ? (
        <SeedfinderResults
          answers={data.answers}
          results={data.results}
          renderProductLink={renderProductLink}
          compact={compact}
          focusOnShow={moved}
        />
      ) : isError ? (
        <p role="alert">
          <FormattedMessage id="catalog.seedfinder.results.error" />
        </p>
      ) : (
        <p role="status">
          <FormattedMessage id="catalog.seedfinder.results.loading" />
        </p>
      )}
      <Buttons>
        <button type="button" onClick={() => change(answers, total - 1)} data-testid="seedfinder-change">
          <FormattedMessage id="catalog.seedfinder.change" />
        </button>
        <button type="button" onClick={() => change({}, 0)} data-testid="seedfinder-restart">
          <FormattedMessage id="catalog.seedfinder.restart" />
        </button>
        <a href={sharePath} data-testid="seedfinder-share-link">
          <FormattedMessage id="catalog.seedfinder.share" />
        </a>
        <button type="button" onClick={() => void copyShareLink()} data-testid="seedfinder-copy-share">
          <FormattedMessage id="catalog.seedfinder.copyShare" />
        </button>
      </Buttons>
    </Quiz>
  );
}
