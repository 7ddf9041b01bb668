import {
  ActionIcon,
  Anchor,
  Button,
  Container,
  CopyButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconBrandLinkedin, IconCheck, IconCopy, IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { cityLabel, site } from '../../content/site';
import { LogoMark } from './Logo';
import classes from './layout.module.css';
import { footerQuickLinks, legalLinks } from './navItems';

function FooterHeading({ children }: { children: string }) {
  return (
    <Text fw={800} fz="xs" c="dimmed" className={classes.footerHeading}>
      {children}
    </Text>
  );
}

export function Footer() {
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
          <Stack gap="xs">
            <Group gap="xs" wrap="nowrap">
              <LogoMark size={32} />
              <Text fw={800}>{site.companyName}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {site.tagline}.
            </Text>
            <Text size="sm">{site.cities.map(cityLabel).join(' · ')}</Text>
          </Stack>
          <Stack gap={6}>
            <FooterHeading>Quick links</FooterHeading>
            {footerQuickLinks.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} c="inherit" size="sm">
                {link.label}
              </Anchor>
            ))}
          </Stack>
          <Stack gap={8}>
            <FooterHeading>Contact</FooterHeading>
            <Group gap={6} wrap="nowrap">
              <Anchor href={`mailto:${site.email}`} size="sm" c="inherit">
                {site.email}
              </Anchor>
              <CopyButton value={site.email} timeout={2000}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied' : 'Copy e-mail address'} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'teal' : 'gray'}
                      onClick={copy}
                      aria-label="Copy e-mail address"
                    >
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            <Anchor href={site.phone.href} size="sm" c="inherit">
              <Group gap={6} wrap="nowrap">
                <IconPhone size={16} />
                {site.phone.display}
              </Group>
            </Anchor>
            <Group gap="xs">
              <Button
                component="a"
                href={`mailto:${site.email}`}
                size="xs"
                leftSection={<IconMail size={16} />}
              >
                Contact Us
              </Button>
              <ActionIcon
                component="a"
                href={site.professionalNetworkUrl}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                size="lg"
                aria-label={`${site.companyName} on LinkedIn`}
              >
                <IconBrandLinkedin size={18} />
              </ActionIcon>
            </Group>
          </Stack>
          <Stack gap={6}>
            <FooterHeading>Legal</FooterHeading>
            {legalLinks.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} c="inherit" size="sm">
                {link.label}
              </Anchor>
            ))}
          </Stack>
        </SimpleGrid>
        <Group justify="space-between" className={classes.footerBottom} gap="xs">
          <Text size="xs" c="dimmed">
            © {site.copyrightYear} {site.companyName}. All rights reserved.
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
