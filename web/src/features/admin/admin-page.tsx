import '@mantine/core/styles/Tabs.css';

import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { pageTitle } from '../../ui/brand';
import { PageHead } from '../../ui/page-head';
import type { AdminTab } from './admin-tabs';
import { BlogManager } from './blog-manager';
import { PaymentsManager } from './payments-manager';
import { QuestionsManager } from './questions-manager';
import { ServicesManager } from './services-manager';

type AdminPageProps = { tab: AdminTab; onTab: (tab: AdminTab) => void };

/**
 * Spec §2 /admin: Questions Manager, Blog Manager, Services Manager, and (ours) Payments; the
 * tab is in the URL.
 */
export function AdminPage({ tab, onTab }: AdminPageProps) {
  return (
    <Container size="lg" py="xl">
      <PageHead title={pageTitle('Admin Panel')} path="/admin" noIndex />
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            Admin Panel
          </Title>
          <Text c="dimmed" fz="sm">
            Manage the question bank, the blog, the exam services and payments.
          </Text>
        </div>
        <Tabs
          value={tab}
          onChange={(value) => value && onTab(value as AdminTab)}
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            <Tabs.Tab value="questions">Questions Manager</Tabs.Tab>
            <Tabs.Tab value="blog">Blog Manager</Tabs.Tab>
            <Tabs.Tab value="services">Services Manager</Tabs.Tab>
            <Tabs.Tab value="payments">Payments</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="questions">
            <QuestionsManager />
          </Tabs.Panel>
          <Tabs.Panel value="blog">
            <BlogManager />
          </Tabs.Panel>
          <Tabs.Panel value="services">
            <ServicesManager />
          </Tabs.Panel>
          <Tabs.Panel value="payments">
            <PaymentsManager />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
