import '@mantine/core/styles/Radio.css';
import { Checkbox, Radio, Stack } from '@mantine/core';
import { sizingPage } from '../../content/sizing/sizingPage';
import type { SizingStepProps } from './sizingStepProps';
import { say } from './words';

/** Step 4: essentials only or the whole home, with or without load management. */
export function SizingCoverageStep({ answers, send }: SizingStepProps) {
  const essentials = answers.coverage === 'essentials';
  return (
    <Stack gap="lg">
      <Radio.Group
        label={say('sizing.powerDuringOutage')}
        value={answers.coverage}
        onChange={(value) => {
          if (value === 'essentials' || value === 'whole-home')
            send({ type: 'ANSWER', patch: { coverage: value } });
        }}
      >
        <Stack gap="sm" mt="xs">
          <Radio
            value="essentials"
            label={say('sizing.essentialsOnly')}
            description={sizingPage.coverage.essentials}
          />
          <Radio
            value="whole-home"
            label={say('sizing.wholeHome')}
            description={sizingPage.coverage.wholeHome}
          />
        </Stack>
      </Radio.Group>
      <Checkbox
        label={say('sizing.withLoadManagement')}
        description={essentials ? say('sizing.onlyWholeHome') : sizingPage.coverage.loadManagement}
        disabled={essentials}
        checked={answers.load_management && !essentials}
        onChange={(event) =>
          send({ type: 'ANSWER', patch: { load_management: event.currentTarget.checked } })
        }
      />
    </Stack>
  );
}
