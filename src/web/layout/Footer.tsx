import { Anchor, Button, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandLinkedin, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { cityLabel, site } from '../../content/site';
import { t } from '../i18n/site.messages';
import { CopyEmailButton } from './CopyEmailButton';
import { LanguageLink } from './LanguageLink';
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
          <LinkList id="footer-quick-links" title={t('footer.quickLinks')} links={footerQuickLinks} />
          <Stack gap={8}>
            <FooterHeading id="footer-contact">{t('footer.contact')}</FooterHeading>
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
              {t('footer.emergency', { phone: site.trust.emergency.display })}
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
                {t('footer.linkedIn')}
                <Text component="span" className={classes.visuallyHidden}>
                  {t('common.opensInNewTab')}
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
              {t('footer.contactUs')}
            </Button>
          </Stack>
          <Stack gap="lg">
            <LinkList id="footer-legal" title={t('footer.legal')} links={legalLinks} />
            {/* The language switch (issue 39): the same page in the other language. */}
            <Stack gap={8}>
              <FooterHeading id="footer-language">{t('footer.language')}</FooterHeading>
              <LanguageLink className={classes.footerLanguageLink} />
            </Stack>
          </Stack>
        </SimpleGrid>
        <Group justify="space-between" className={classes.footerBottom} gap="xs">
          <Text size="xs" c="dimmed">
            {t('footer.rights', { year: String(site.copyrightYear), company: site.companyName })}{' '}
            {`${site.trust.licence.label} ${site.trust.licence.number}.`}
          </Text>
          <Text size="xs" c="dimmed">
            {t('footer.websiteBy')}{' '}
            <Anchor href={`mailto:${site.websiteBuilder.email}`} size="xs">
              {site.websiteBuilder.name}
            </Anchor>
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
