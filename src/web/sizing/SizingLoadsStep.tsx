import '@mantine/core/styles/NumberInput.css';
import { Checkbox, NativeSelect, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import {
  SIZING_LIMITS,
  SWITCHED_LOADS,
  type SwitchedLoad,
  WELL_PUMP_HP,
} from '../../shared/sizing/sizingAnswers';
import { type SizingStepProps, typedNumber } from './sizingStepProps';

const LOAD_LABELS: Record<SwitchedLoad, string> = {
  sump_pump: 'Sump pump',
  water_heater: 'Electric water heater',
  electric_range: 'Electric range or oven',
  dryer: 'Electric clothes dryer',
  pool_pump: 'Pool pump',
  garage_door: 'Garage door opener',
  lights_and_outlets: 'Lights and outlets (TV, internet, phone chargers)',
  ev_charger: 'Electric vehicle charger (Level 2)',
};

const counts = (max: number) =>
  Array.from({ length: max + 1 }, (_, n) => ({ value: String(n), label: String(n) }));
const PUMP_OPTIONS = WELL_PUMP_HP.map((hp) => ({
  value: String(hp),
  label: hp === 0 ? 'No well pump' : `${hp} HP`,
}));

/** Step 3: the appliances and equipment that must keep running. */
export function SizingLoadsStep({ answers, errors, send }: SizingStepProps) {
  const count = (field: 'refrigerators' | 'freezers') => (event: { currentTarget: { value: string } }) =>
    send({ type: 'ANSWER', patch: { [field]: Number(event.currentTarget.value) } });
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <NativeSelect
          label="Refrigerators"
          data={counts(SIZING_LIMITS.refrigerators.max)}
          value={String(answers.refrigerators)}
          onChange={count('refrigerators')}
        />
        <NativeSelect
          label="Freezers"
          data={counts(SIZING_LIMITS.freezers.max)}
          value={String(answers.freezers)}
          onChange={count('freezers')}
        />
        <NativeSelect
          label="Well pump"
          data={PUMP_OPTIONS}
          value={String(answers.well_pump_hp)}
          onChange={(event) => {
            const hp = WELL_PUMP_HP.find((candidate) => String(candidate) === event.currentTarget.value);
            if (hp !== undefined) send({ type: 'ANSWER', patch: { well_pump_hp: hp } });
          }}
        />
      </SimpleGrid>
      <Checkbox.Group label="Also keep running">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {SWITCHED_LOADS.map((load) => (
            <Checkbox
              key={load}
              label={LOAD_LABELS[load]}
              checked={answers[load]}
              onChange={(event) => send({ type: 'ANSWER', patch: { [load]: event.currentTarget.checked } })}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <NumberInput
        label="Medical equipment (watts)"
        description="Oxygen concentrator, CPAP or other equipment that must not stop; 0 for none. The watts are on its label."
        value={Number.isNaN(answers.medical_watts) ? '' : answers.medical_watts}
        min={SIZING_LIMITS.medicalWatts.min}
        max={SIZING_LIMITS.medicalWatts.max}
        step={50}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        error={errors.medical_watts}
        onChange={(value) => send({ type: 'ANSWER', patch: { medical_watts: typedNumber(value) } })}
        maw={320}
      />
    </Stack>
  );
}
