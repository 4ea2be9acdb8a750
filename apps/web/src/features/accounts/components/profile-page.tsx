import { Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useHasDuties } from '../../../components/duty-roster/api/my-duties';
import { CalendarFeed } from '../../../components/duty-roster/calendar-feed';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useFreshProfile as useProfile } from '../../../lib/calls/get-profile';
import { isCurrentAnswer } from '../../../lib/offline/current-answer';
import { ProfileForm } from './profile-form';
import { ProfileSummary } from './profile-summary';

/** A preview of the chosen picture while it waits to be saved. */
const usePreviewUrl = (file: File | null) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
};

/** /profile (spec 01 §2): view and edit, with links to /change-password and /certificate; the calendar feed (issue 39). */
export function ProfilePage({ title = 'Profile' }: { title?: string }) {
  usePageTitle(title);
  const { data: profile, isPending, isError, error, dataUpdatedAt } = useProfile();
  const isCurrent = isCurrentAnswer(dataUpdatedAt);
  const [picture, setPicture] = useState<File | null>(null);
  const previewUrl = usePreviewUrl(picture);
  // issue 39: the personal calendar feed, on the plans with events
  const hasDuties = useHasDuties();

  return (
    <SignedInPage title={title} size="md">
      {isPending || (!isCurrent && !isError) ? (
        <PageLoader />
      ) : isError ? (
        <Stack>
          <FormAlert message={error.message} />
          <Text c="dimmed">Your profile could not be loaded. Please try again later.</Text>
        </Stack>
      ) : (
        <>
          <ProfileSummary profile={profile} pictureUrl={previewUrl ?? (profile.image || null)} />
          <ProfileForm key={profile.id} profile={profile} picture={picture} onPictureChange={setPicture} />
          {hasDuties && <CalendarFeed />}
        </>
      )}
    </SignedInPage>
  );
}
