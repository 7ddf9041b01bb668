import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Input, NumberInput, SegmentedControl, Stack } from '@mantine/core';
import { FUELS, type Fuel, SERVICE_AMPS, SIZING_LIMITS } from '../../shared/sizing/sizingAnswers';
import type { SizingStepProps } from './sizingStepProps';
import { typedNumber } from './sizingStepProps';
import { say } from './words';

const FUEL_LABELS: Record<Fuel, string> = {
  'natural-gas': say('sizing.fuelNaturalGas'),
  propane: say('sizing.fuelPropane'),
  none: say('sizing.fuelNeither'),
};

/** Step 1: the home's size, its fuel and its electric service. */
export function SizingHomeStep({ answers, errors, send }: SizingStepProps) {
  return (
    <Stack gap="lg">
      <NumberInput
        label={say('sizing.homeSize')}
        required
        value={Number.isNaN(answers.square_feet) ? '' : answers.square_feet}
        min={SIZING_LIMITS.squareFeet.min}
        max={SIZING_LIMITS.squareFeet.max}
        step={100}
        thousandSeparator=","
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        error={errors.square_feet && say(errors.square_feet)}
        onChange={(value) => send({ type: 'ANSWER', patch: { square_feet: typedNumber(value) } })}
        maw={320}
      />
      <Input.Wrapper label={say('sizing.fuel')} description={say('sizing.fuelHint')}>
        <SegmentedControl
          fullWidth
          mt={6}
          aria-label={say('sizing.fuel')}
          value={answers.fuel}
          data={FUELS.map((fuel) => ({ value: fuel, label: FUEL_LABELS[fuel] }))}
          onChange={(value) => {
            const fuel = FUELS.find((candidate) => candidate === value);
            if (fuel) send({ type: 'ANSWER', patch: { fuel } });
          }}
        />
      </Input.Wrapper>
      <Input.Wrapper label={say('sizing.service')} description={say('sizing.serviceHint')}>
        <SegmentedControl
          fullWidth
          mt={6}
          aria-label={say('sizing.service')}
          value={String(answers.service_amps)}
          data={SERVICE_AMPS.map((amps) => ({ value: String(amps), label: say('sizing.amps', { amps }) }))}
          onChange={(value) => {
            const amps = SERVICE_AMPS.find((candidate) => String(candidate) === value);
            if (amps) send({ type: 'ANSWER', patch: { service_amps: amps } });
          }}
        />
      </Input.Wrapper>
    </Stack>
  );
}
