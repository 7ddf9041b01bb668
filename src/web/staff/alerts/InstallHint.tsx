import { List, Text } from '@mantine/core';

/**
 * How to get alerts on an iPhone or iPad: Safari delivers web push only to a web app added to the home
 * screen (the staff area's manifest, staffManifest.ts) and opened from there.
 */
export function InstallHint({ emphasised = false }: { emphasised?: boolean }) {
  if (!emphasised)
    return (
      <Text size="sm" c="dimmed">
        On iPhone: Share → Add to Home Screen, then open it from there and turn alerts on.
      </Text>
    );
  return (
    <List type="ordered" size="sm" spacing={4}>
      <List.Item>In Safari, tap Share (the square with an arrow).</List.Item>
      <List.Item>Choose Add to Home Screen, then Add.</List.Item>
      <List.Item>Open “Staff” from the home screen, sign in, and turn alerts on here.</List.Item>
    </List>
  );
}
