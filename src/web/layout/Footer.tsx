import { Anchor, Button, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandLinkedin, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { cityLabel, site } from '../../content/site';
import { CopyEmailButton } from './CopyEmailButton';
import { LogoMark } from './Logo';
import classes from './layout.module.css';
import { contactMailto, footerQuickLinks, legalLinks, type NavLinkItem } from './navItems';

function FooterHeading({ id, children }: { id: string; children: string }) {
  return (
    <Text component="h2" id={id} fw={800} fz="xs" c="dimmed" className={classes.footerHeading}>
      {children}
    </Text>
  );
}

function LinkList({ id, title, links }: { id: string; title: string; links: readonly NavLinkItem[] }) {
  return (
    <Stack gap={8} component="nav" aria-labelledby={id}>
      <FooterHeading id={id}>{title}</FooterHeading>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} c="inherit" size="sm">
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

/** `estimateTab` and `inquiryButton`: the floating lead widgets this page shows, which the footer keeps clear of. */
export function Footer({
  estimateTab = false,
  inquiryButton = false,
}: {
  estimateTab?: boolean;
  inquiryButton?: boolean;
}) {
  return (
    <footer
      className={classes.footer}
      data-estimate-tab={estimateTab || undefined}
      data-inquiry-button={inquiryButton || undefined}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
          <Stack gap="xs">
            <Group gap="xs" wrap="nowrap">
              <LogoMark size={32} />
              <Text fw={800}>{site.companyName}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {site.tagline}.
            </Text>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconMapPin size={16} className={classes.icon} aria-hidden="true" />
              <Text size="sm">{site.cities.map(cityLabel).join(' · ')}</Text>
            </Group>
          </Stack>
          <LinkList id="footer-quick-links" title="Quick links" links={footerQuickLinks} />
          <Stack gap={8}>
            <FooterHeading id="footer-contact">Contact</FooterHeading>
            <Group gap={4} wrap="nowrap">
              {/* The address breaks rather than run under the next column where the four columns are narrow (992 px). */}
              <Anchor
                href={`mailto:${site.email}`}
                size="sm"
                c="inherit"
                data-contact-email
                style={{ minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {site.email}
              </Anchor>
              <CopyEmailButton email={site.email} />
            </Group>
            <Anchor href={site.phone.href} size="sm" c="inherit">
              <Group gap={6} wrap="nowrap">
                <IconPhone size={16} className={classes.icon} aria-hidden="true" />
                {site.phone.display}
              </Group>
            </Anchor>
            <Anchor href={site.trust.emergency.href} size="sm" c="inherit">
              {`24/7 emergency: ${site.trust.emergency.display}`}
            </Anchor>
            <Anchor
              href={site.professionalNetworkUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              c="inherit"
            >
              <Group gap={6} wrap="nowrap">
                <IconBrandLinkedin size={18} className={classes.icon} aria-hidden="true" />
                Follow us on LinkedIn
                <Text component="span" className={classes.visuallyHidden}>
                  (opens in a new tab)
                </Text>
              </Group>
            </Anchor>
            <Button
              component="a"
              href={contactMailto}
              size="sm"
              w="fit-content"
              leftSection={<IconMail size={16} aria-hidden="true" />}
            >
              Contact Us
            </Button>
          </Stack>
          <LinkList id="footer-legal" title="Legal" links={legalLinks} />
        </SimpleGrid>
        <Group justify="space-between" className={classes.footerBottom} gap="xs">
          <Text size="xs" c="dimmed">
            © {site.copyrightYear} {site.companyName}. All rights reserved.{' '}
            {`${site.trust.licence.label} ${site.trust.licence.number}.`}
          </Text>
          <Text size="xs" c="dimmed">
            Website by{' '}
            <Anchor href={`mailto:${site.websiteBuilder.email}`} size="xs">
              {site.websiteBuilder.name}
            </Anchor>
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
