import { Button, Card, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { AC_TONNAGES, HEAT_KW, SIZING_LIMITS } from '../../shared/sizing/sizingAnswers';
import type { SizingStepProps } from './sizingStepProps';
import { say } from './words';

const TON_OPTIONS = AC_TONNAGES.map((tons) => ({ value: String(tons), label: say('sizing.tons', { tons }) }));
const HEAT_OPTIONS = HEAT_KW.map((kw) => ({
  value: String(kw),
  label: kw === 0 ? say('sizing.heatNone') : say('sizing.kw', { kw }),
}));

/** Step 2: each central air conditioner or heat pump, its tonnage, heat strips and soft starter. */
export function SizingCoolingStep({ answers, send }: SizingStepProps) {
  const units = answers.ac_units;
  const full = units.length >= SIZING_LIMITS.acUnits.max;
  return (
    <Stack gap="md">
      {units.length === 0 ? <Text c="dimmed">{say('sizing.noUnits')}</Text> : null}
      {units.map((unit, index) => {
        const n = index + 1;
        return (
          <Card
            key={n}
            withBorder
            radius="md"
            padding="md"
            component="section"
            aria-labelledby={`ac-unit-${n}`}
          >
            <Group justify="space-between" mb="xs">
              <Text component="h3" id={`ac-unit-${n}`} fw={700} fz="md">
                {say('sizing.unit', { n })}
              </Text>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                aria-label={say('sizing.removeUnit', { n })}
                onClick={() => send({ type: 'UNIT.REMOVE', index })}
              >
                {say('sizing.remove')}
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NativeSelect
                label={say('sizing.coolingSize')}
                data={TON_OPTIONS}
                value={String(unit.tons)}
                onChange={(event) => {
                  const tons = AC_TONNAGES.find((t) => String(t) === event.currentTarget.value);
                  if (tons) send({ type: 'UNIT.CHANGE', index, patch: { tons } });
                }}
              />
              <NativeSelect
                label={say('sizing.heatStrips')}
                data={HEAT_OPTIONS}
                value={String(unit.heat_kw)}
                onChange={(event) => {
                  const heat = HEAT_KW.find((kw) => String(kw) === event.currentTarget.value);
                  if (heat !== undefined) send({ type: 'UNIT.CHANGE', index, patch: { heat_kw: heat } });
                }}
              />
            </SimpleGrid>
            <Checkbox
              mt="sm"
              label={say('sizing.softStart')}
              checked={unit.soft_start}
              onChange={(event) =>
                send({ type: 'UNIT.CHANGE', index, patch: { soft_start: event.currentTarget.checked } })
              }
            />
          </Card>
        );
      })}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          disabled={full}
          onClick={() => send({ type: 'UNIT.ADD' })}
        >
          {say('sizing.addUnit')}
        </Button>
        {full ? (
          <Text size="sm" c="dimmed">
            {say('sizing.atMostUnits', { max: SIZING_LIMITS.acUnits.max })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
