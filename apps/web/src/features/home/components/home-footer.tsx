import type { HomePage } from '@faith-shield/contract/home/home-page';
import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'wouter';
import { LegalLinks } from '../../../components/layout/legal-links';
import { SITE_ACTIONS, SITE_NAV } from '../../../components/layout/site-nav';
import { Logo } from '../../../components/ui/logo';
import { contactHref, telHref } from './contact-links';
import { SocialLinks } from './social-links';

type Content = Pick<
  HomePage,
  | 'contact_email'
  | 'contact_mobile'
  | 'contact_address'
  | 'facebook'
  | 'twitter'
  | 'instagram'
  | 'linkedIn'
  | 'youTube'
>;

const LINK_PROPS = { c: 'navy.0', py: 10, my: -10, display: 'inline-block' } as const;

/** spec 01 §2: social links, privacy and terms links, and the contact e-mail, mobile and address. */
export function HomeFooter({ content }: { content: Content }) {
  return (
    <Box component="footer" bg="navy.9" c="navy.0" pt={{ base: 40, sm: 56 }} pb="md">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 32, sm: 48 }}>
          <Stack gap="md">
            <Box bg="white" px="sm" py={6} w="fit-content" style={{ borderRadius: 8 }}>
              <Logo />
            </Box>
            <SocialLinks content={content} />
          </Stack>
          <Stack gap="sm" component="nav" aria-label="Footer">
            <Title order={2} fz="md" c="white">
              Explore
            </Title>
            {[...SITE_NAV, SITE_ACTIONS.waitlist, SITE_ACTIONS.signup].map((item) => (
              <Anchor key={item.to} component={Link} to={item.to} fz="sm" {...LINK_PROPS}>
                {item.label}
              </Anchor>
            ))}
          </Stack>
          <Stack gap="sm" component="address" style={{ fontStyle: 'normal' }}>
            <Title order={2} fz="md" c="white">
              Contact us
            </Title>
            {content.contact_email && (
              <ContactLine icon={<IconMail size={18} aria-hidden />}>
                <Anchor href={contactHref(content.contact_email)} fz="sm" {...LINK_PROPS}>
                  {content.contact_email}
                </Anchor>
              </ContactLine>
            )}
            {content.contact_mobile && (
              <ContactLine icon={<IconPhone size={18} aria-hidden />}>
                <Anchor href={telHref(content.contact_mobile)} fz="sm" {...LINK_PROPS}>
                  {content.contact_mobile}
                </Anchor>
              </ContactLine>
            )}
            {content.contact_address && (
              <ContactLine icon={<IconMapPin size={18} aria-hidden />}>
                <Text fz="sm">{content.contact_address}</Text>
              </ContactLine>
            )}
          </Stack>
        </SimpleGrid>
        <Divider my="lg" color="navy.7" />
        <LegalLinks color="navy.0" />
      </Container>
    </Box>
  );
}

function ContactLine({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      {icon}
      {children}
    </Group>
  );
}
