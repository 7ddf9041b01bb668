import { Container, Grid } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { profileMachine } from '../../../machines/profile.machine';
import type { AccountUser } from '../../../machines/profile.setup';
import { isProfileChanged } from '../../shared/profileRules';
import { newKeyPrefix } from '../../shared/submissionKeys';
import { useFlowState } from '../hooks/useFlow';
import { useTabVisible } from '../hooks/useTabVisible';
import { isStaff, storeSignedInUser } from '../session';
import type { SettingsNavigationState } from '../settings/settingsNavigation';
import { EmailChangeModal } from './EmailChangeModal';
import { ProfileForm } from './ProfileForm';
import { ProfileImageCard } from './ProfileImageCard';
import { UpcomingVisits } from './UpcomingVisits';

export function ProfileView({ stored }: { stored: AccountUser }) {
  const navigate = useNavigate();
  const [keyPrefix] = useState(newKeyPrefix);
  const [state, send] = useFlowState(profileMachine, {
    input: { stored, keyPrefix },
    effects: {
      // The profile knows nothing of staff: the flag sign-in stored stays as it was.
      storeUser: ({ user }) => storeSignedInUser({ ...user, staff: isStaff() }),
      openPhoneNumbers: () => {
        const state: SettingsNavigationState = { settingOption: 'phoneNumbers' };
        navigate('/settings', { state });
      },
    },
  });

  useTabVisible(send);

  const { context } = state;
  const saving = state.matches({ form: 'saving' });
  const emailStep = state.children.emailChange;
  return (
    <Container size="lg" pb={64}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProfileImageCard
            username={context.saved.username}
            profileimg={context.saved.profileimg}
            file={context.file}
            uploading={state.hasTag('uploading')}
            retrying={state.hasTag('retrying')}
            send={send}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ProfileForm
            form={context.form}
            errors={context.errors}
            canSave={!saving && isProfileChanged(context.form, context.saved)}
            saving={saving}
            send={send}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <UpcomingVisits />
        </Grid.Col>
      </Grid>
      {emailStep ? <EmailChangeModal step={emailStep} /> : null}
    </Container>
  );
}
