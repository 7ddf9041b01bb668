import { Anchor, Badge, Button, Card, Image, Text, Title } from '@mantine/core';
import { IconPlaylistAdd } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { productFullName } from '../../content/catalogue/products';
import type { CatalogueItem } from '../../content/catalogue/types';
import { t } from '../i18n/catalogue.messages';
import classes from './catalogue.module.css';

/**
 * One product: picture, brand badge, name (a link to its own page), description and the inquiry button. The button passes the
 * inquiry-list entry name (SPEC section 3 prefixes) to `onAddToInquiry`, which the inquiry list provides.
 */
export function ProductCard({
  item,
  href,
  onAddToInquiry,
  eager = false,
}: {
  item: CatalogueItem;
  /** The product's own page, which its name links to. */
  href: string;
  onAddToInquiry?: (entryName: string) => void;
  /** Pictures in the first row load at once; the rest wait until they scroll near. */
  eager?: boolean;
}) {
  return (
    <Card withBorder radius="md" padding="lg" shadow="sm" className={classes.card}>
      <Card.Section>
        <Image
          src={item.picture.src}
          width={item.picture.width}
          height={item.picture.height}
          alt={item.picture.alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={classes.picture}
        />
      </Card.Section>
      <Badge variant="filled" mt="md" mb="xs" radius="sm">
        {item.brand}
      </Badge>
      <Title order={2} fz="h4" mb={6}>
        <Anchor component={Link} to={href} inherit c="inherit" underline="always">
          {item.name}
        </Anchor>
      </Title>
      <Text size="sm" c="dimmed" mb="lg" className={classes.grow}>
        {item.description}
      </Text>
      <Button
        leftSection={<IconPlaylistAdd size={18} aria-hidden />}
        onClick={() => onAddToInquiry?.(productFullName(item))}
        fullWidth
      >
        {t('catalogue.addToInquiry')}
      </Button>
    </Card>
  );
}
