import '@mantine/core/styles/NumberInput.css';
import { Checkbox, NativeSelect, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import {
  SIZING_LIMITS,
  SWITCHED_LOADS,
  type SwitchedLoad,
  WELL_PUMP_HP,
} from '../../shared/sizing/sizingAnswers';
import { type SizingStepProps, typedNumber } from './sizingStepProps';
import { say } from './words';

const LOAD_LABELS: Record<SwitchedLoad, string> = {
  sump_pump: say('sizingLoad.sumpPump'),
  water_heater: say('sizingLoad.waterHeater'),
  electric_range: say('sizing.askElectricRange'),
  dryer: say('sizing.askDryer'),
  pool_pump: say('sizingLoad.poolPump'),
  garage_door: say('sizingLoad.garageDoor'),
  lights_and_outlets: say('sizing.askLights'),
  ev_charger: say('sizing.askEvCharger'),
};

const counts = (max: number) =>
  Array.from({ length: max + 1 }, (_, n) => ({ value: String(n), label: String(n) }));
const PUMP_OPTIONS = WELL_PUMP_HP.map((hp) => ({
  value: String(hp),
  label: hp === 0 ? say('sizing.noWellPump') : say('sizing.hp', { hp }),
}));

/** Step 3: the appliances and equipment that must keep running. */
export function SizingLoadsStep({ answers, errors, send }: SizingStepProps) {
  const count = (field: 'refrigerators' | 'freezers') => (event: { currentTarget: { value: string } }) =>
    send({ type: 'ANSWER', patch: { [field]: Number(event.currentTarget.value) } });
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <NativeSelect
          label={say('sizing.refrigerators')}
          data={counts(SIZING_LIMITS.refrigerators.max)}
          value={String(answers.refrigerators)}
          onChange={count('refrigerators')}
        />
        <NativeSelect
          label={say('sizing.freezers')}
          data={counts(SIZING_LIMITS.freezers.max)}
          value={String(answers.freezers)}
          onChange={count('freezers')}
        />
        <NativeSelect
          label={say('sizing.wellPump')}
          data={PUMP_OPTIONS}
          value={String(answers.well_pump_hp)}
          onChange={(event) => {
            const hp = WELL_PUMP_HP.find((candidate) => String(candidate) === event.currentTarget.value);
            if (hp !== undefined) send({ type: 'ANSWER', patch: { well_pump_hp: hp } });
          }}
        />
      </SimpleGrid>
      {/* Within a group a box is checked when the group's value lists it (its own `checked` is ignored). */}
      <Checkbox.Group
        label={say('sizing.alsoKeepRunning')}
        value={SWITCHED_LOADS.filter((load) => answers[load])}
        onChange={(checked) =>
          send({
            type: 'ANSWER',
            patch: Object.fromEntries(SWITCHED_LOADS.map((load) => [load, checked.includes(load)])),
          })
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {SWITCHED_LOADS.map((load) => (
            <Checkbox key={load} value={load} label={LOAD_LABELS[load]} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <NumberInput
        label={say('sizing.medical')}
        description={say('sizing.medicalHint')}
        value={Number.isNaN(answers.medical_watts) ? '' : answers.medical_watts}
        min={SIZING_LIMITS.medicalWatts.min}
        max={SIZING_LIMITS.medicalWatts.max}
        step={50}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        error={errors.medical_watts && say(errors.medical_watts)}
        onChange={(value) => send({ type: 'ANSWER', patch: { medical_watts: typedNumber(value) } })}
        maw={320}
      />
    </Stack>
  );
}
