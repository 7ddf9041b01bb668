import { Text, Title } from '@mantine/core';
import type { TextSection } from '../../content/about';

/** Headed blocks of running text (about and story pages). */
export function TextSections({ sections }: { sections: readonly TextSection[] }) {
  return sections.map((section) => (
    <section key={section.heading} aria-label={section.heading}>
      <Title order={2} fz={{ base: 24, sm: 28 }} mt="xl" mb="sm">
        {section.heading}
      </Title>
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph.slice(0, 40)} mb="md" lh={1.7}>
          {paragraph}
        </Text>
      ))}
    </section>
  ));
}
