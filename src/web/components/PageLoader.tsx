import { Center, Loader } from '@mantine/core';

/** Shown while a page's code loads. */
export function PageLoader() {
  return (
    <Center mih="50vh" aria-busy="true" aria-label="Loading page">
      <Loader color="brand" type="dots" />
    </Center>
  );
}
