import '@mantine/core/styles/Table.css';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Image,
  SimpleGrid,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconPhone, IconPlaylistAdd } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { type ProductPageContent, productFullName } from '../../content/catalogue/products';
import { site } from '../../content/site';
import { sizingPage } from '../../content/sizing/sizingPage';
import { PageMeta } from '../components/PageMeta';
import { SizingGuideLink } from '../components/SizingGuideLink';
import { t } from '../i18n/catalogue.messages';
import classes from './catalogue.module.css';

/**
 * A product's own page (issue 12): where it sits in the catalogue, its picture and card text, what it
 * suits, its specification table and the inquiry button the card has.
 */
export function ProductView({
  product,
  onAddToInquiry,
}: {
  product: ProductPageContent;
  onAddToInquiry?: (entryName: string) => void;
}) {
  const { item, category } = product;
  const fullName = productFullName(item);
  return (
    <Container size="lg" pt={{ base: 'lg', md: 40 }} pb={64}>
      <PageMeta
        title={`${fullName} · ${category.title} · ${site.companyName}`}
        description={t('productPage.metaDescription', {
          name: fullName,
          brand: item.brand,
          description: item.description,
        })}
      />
      <nav aria-label={t('productPage.breadcrumb')}>
        <ol className={classes.breadcrumbs}>
          <li>
            <Anchor component={Link} to="/products">
              {t('productPage.products')}
            </Anchor>
          </li>
          <li>
            <Anchor component={Link} to={category.path}>
              {category.title}
            </Anchor>
          </li>
          <li aria-current="page">{item.name}</li>
        </ol>
      </nav>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 40 }} mt="md">
        <Image
          src={item.picture.src}
          width={item.picture.width}
          height={item.picture.height}
          alt={item.picture.alt}
          radius="md"
          className={classes.picture}
        />
        <div>
          <Badge variant="filled" radius="sm" mb="xs">
            {item.brand}
          </Badge>
          <Title order={1} fz={{ base: 30, md: 40 }} lh={1.15}>
            {fullName}
          </Title>
          <Text size="lg" mt="md">
            {item.description}
          </Text>
          {/* The buttons come straight after the text, above the fold on a phone and clear of the floating
              Inquiry List button. */}
          <Group gap="sm" mt="lg">
            <Button
              size="md"
              leftSection={<IconPlaylistAdd size={18} aria-hidden />}
              onClick={() => onAddToInquiry?.(fullName)}
            >
              {t('catalogue.addToInquiry')}
            </Button>
            <Button
              size="md"
              component="a"
              href={site.phone.href}
              variant="default"
              leftSection={<IconPhone size={18} aria-hidden />}
            >
              {site.phone.display}
            </Button>
          </Group>
          <Title order={2} fz="h4" mt="xl">
            {t('productPage.suits')}
          </Title>
          <Text mt={4} c="dimmed">
            {product.suits}
          </Text>
        </div>
      </SimpleGrid>
      <Title order={2} fz="h3" mt={48} mb="sm" id="specifications">
        {t('productPage.specifications')}
      </Title>
      <Table withTableBorder striped aria-labelledby="specifications" maw={760}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{t('productPage.manufacturer')}</Table.Th>
            <Table.Td>{item.brand}</Table.Td>
          </Table.Tr>
          {product.specs.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="sm" maw={760}>
        {t('productPage.noPrices')}
      </Text>
      {sizingPage.linkedFrom.includes(category.path) ? <SizingGuideLink /> : null}
      <Button component={Link} to={category.path} variant="subtle" mt="lg" px={0}>
        {t('productPage.allInCategory', { category: category.title.toLowerCase() })}
      </Button>
    </Container>
  );
}
