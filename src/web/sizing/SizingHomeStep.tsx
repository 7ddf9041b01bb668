import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Input, NumberInput, SegmentedControl, Stack } from '@mantine/core';
import { FUELS, type Fuel, SERVICE_AMPS, SIZING_LIMITS } from '../../shared/sizing/sizingAnswers';
import type { SizingStepProps } from './sizingStepProps';
import { typedNumber } from './sizingStepProps';

const FUEL_LABELS: Record<Fuel, string> = {
  'natural-gas': 'Natural gas',
  propane: 'Propane',
  none: 'Neither',
};

/** Step 1: the home's size, its fuel and its electric service. */
export function SizingHomeStep({ answers, errors, send }: SizingStepProps) {
  return (
    <Stack gap="lg">
      <NumberInput
        label="Home size (square feet, heated and cooled)"
        required
        value={Number.isNaN(answers.square_feet) ? '' : answers.square_feet}
        min={SIZING_LIMITS.squareFeet.min}
        max={SIZING_LIMITS.squareFeet.max}
        step={100}
        thousandSeparator=","
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        error={errors.square_feet}
        onChange={(value) => send({ type: 'ANSWER', patch: { square_feet: typedNumber(value) } })}
        maw={320}
      />
      <Input.Wrapper label="Fuel at the house" description="Propane also means a tank we can set for you.">
        <SegmentedControl
          fullWidth
          mt={6}
          aria-label="Fuel at the house"
          value={answers.fuel}
          data={FUELS.map((fuel) => ({ value: fuel, label: FUEL_LABELS[fuel] }))}
          onChange={(value) => {
            const fuel = FUELS.find((candidate) => candidate === value);
            if (fuel) send({ type: 'ANSWER', patch: { fuel } });
          }}
        />
      </Input.Wrapper>
      <Input.Wrapper label="Electric service" description="The main breaker's rating in your panel.">
        <SegmentedControl
          fullWidth
          mt={6}
          aria-label="Electric service"
          value={String(answers.service_amps)}
          data={SERVICE_AMPS.map((amps) => ({ value: String(amps), label: `${amps} A` }))}
          onChange={(value) => {
            const amps = SERVICE_AMPS.find((candidate) => String(candidate) === value);
            if (amps) send({ type: 'ANSWER', patch: { service_amps: amps } });
          }}
        />
      </Input.Wrapper>
    </Stack>
  );
}
