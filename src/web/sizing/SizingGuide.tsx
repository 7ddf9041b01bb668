import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { generatorSizingMachine } from '../../../machines/generatorSizing.machine';
import { sizingPage } from '../../content/sizing/sizingPage';
import { sizingRules } from '../../content/sizing/sizingRules';
import { SIZING_STEPS, type SizingStep } from '../../shared/sizing/sizingQuery';
import { sizingSummary } from '../../shared/sizing/sizingSummary';
import { useFlow } from '../hooks/useFlow';
import { EstimateSlideOutView } from '../leads/EstimateSlideOut';
import { InquiryListContext } from '../leads/InquiryListProvider';
import { type EstimateActorRef, useEstimateActor } from '../leads/useEstimateActor';
import { readSignedInUser } from '../session';
import { SizingCoolingStep } from './SizingCoolingStep';
import { SizingCoverageStep } from './SizingCoverageStep';
import { SizingHomeStep } from './SizingHomeStep';
import { SizingLoadsStep } from './SizingLoadsStep';
import { SizingResult } from './SizingResult';
import classes from './sizing.module.css';
import { say, words } from './words';

const QUESTION_STEPS = SIZING_STEPS.length - 1;

/**
 * The sizing guide with its own estimate slide-out. Its form draws only once opened, so the stored user is
 * read at the first render (see EstimateSlideOut): remounting the guide once the user was known threw away
 * the answers and taps a visitor gave before the page was live.
 */
export function SizingGuide() {
  const [user] = useState(readSignedInUser);
  const estimateForm = useEstimateActor(user);
  return (
    <>
      <SizingSteps estimateForm={estimateForm} />
      <EstimateSlideOutView actor={estimateForm} />
    </>
  );
}

function SizingSteps({ estimateForm }: { estimateForm: EstimateActorRef }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const inquiryList = InquiryListContext.useActorRef();
  const actor = useFlow(generatorSizingMachine, {
    input: { rules: sizingRules },
    effects: {
      writeAddress: ({ query, replace }) => {
        void navigate({ search: `?${query}` }, { replace, preventScrollReset: true });
      },
      print: () => window.print(),
      requestEstimate: ({ answers, headline }) => {
        estimateForm.send({ type: 'SIZING.ATTACH', sizing: { answers, headline: say(headline) } });
        estimateForm.send({ type: 'OPEN' });
      },
      addToInquiry: ({ name, answers, estimate }) => {
        // The summary goes into the list's message, which the visitor may edit: in the page's language.
        const message = sizingSummary(answers, estimate, words);
        inquiryList.send({ type: 'ITEM.ADD', name });
        inquiryList.send({ type: 'ITEM.MESSAGE', name, message });
        inquiryList.send({ type: 'OPEN' });
      },
    },
  });
  // The address is read after hydration (the prerendered page is the guide's start) and after Back/Forward.
  const loaded = useRef(false);
  useEffect(() => {
    actor.send({ type: loaded.current ? 'ADDRESS.CHANGED' : 'ADDRESS.LOADED', search });
    loaded.current = true;
  }, [actor, search]);

  const step = useSelector(actor, (snapshot) => snapshot.value as SizingStep);
  const { answers, errors, estimate } = useSelector(actor, (snapshot) => snapshot.context);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    // A new step takes the focus to its heading, so a keyboard or screen-reader user starts there.
    if (shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
  }, [step]);

  const props = { answers, errors, send: actor.send };
  const index = SIZING_STEPS.indexOf(step);
  const { title, intro } = sizingPage.steps[step];
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'xl' }}
      component="section"
      aria-labelledby="sizing-step"
      className={classes.guide}
    >
      <Stack gap="lg">
        <div>
          {step !== 'result' ? (
            <Text size="sm" c="dimmed" fw={600} className={classes.noPrint}>
              {say('sizing.stepOf', { step: index + 1, total: QUESTION_STEPS })}
            </Text>
          ) : null}
          <Title id="sizing-step" order={2} ref={heading} tabIndex={-1} className={classes.stepHeading}>
            {title}
          </Title>
          {intro ? (
            <Text c="dimmed" mt={4} maw={720}>
              {intro}
            </Text>
          ) : null}
        </div>
        {step === 'home' ? <SizingHomeStep {...props} /> : null}
        {step === 'cooling' ? <SizingCoolingStep {...props} /> : null}
        {step === 'loads' ? <SizingLoadsStep {...props} /> : null}
        {step === 'coverage' ? <SizingCoverageStep {...props} /> : null}
        {step === 'result' && estimate ? (
          <SizingResult
            answers={answers}
            estimate={estimate}
            reviewed={sizingRules.table.reviewed}
            send={actor.send}
          />
        ) : null}
        <Group justify="space-between" className={classes.noPrint}>
          {step !== 'home' ? (
            <Button variant="default" onClick={() => actor.send({ type: 'BACK' })}>
              {say('sizing.back')}
            </Button>
          ) : (
            <span />
          )}
          {step === 'result' ? (
            <Button variant="subtle" onClick={() => actor.send({ type: 'RESTART' })}>
              {say('sizing.startOver')}
            </Button>
          ) : (
            <Button onClick={() => actor.send({ type: 'NEXT' })}>
              {say(step === 'coverage' ? 'sizing.seeMySize' : 'sizing.next')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
