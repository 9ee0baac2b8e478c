import '@mantine/core/styles/Tabs.css';

import { REAL_SCORE_MESSAGES } from '@app/domain';
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { CalibrationPanel } from './calibration-panel';
import { ItemStatsPanel } from './item-stats-panel';
import { QuestionListPanel } from './question-list-panel';
import { ReportsPanel } from './reports-panel';

/**
 * The Questions tab: the bank, students' reports, the item statistics, and the readiness
 * estimates against the real scores students reported.
 */
export function QuestionsManager() {
  const [panel, setPanel] = useState<string | null>('list');
  return (
    <Tabs value={panel} onChange={setPanel} variant="pills" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="list">Questions</Tabs.Tab>
        <Tabs.Tab value="reports">Reports</Tabs.Tab>
        <Tabs.Tab value="stats">Item statistics</Tabs.Tab>
        <Tabs.Tab value="calibration">{REAL_SCORE_MESSAGES.adminTitle}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="list">
        <QuestionListPanel />
      </Tabs.Panel>
      <Tabs.Panel value="reports">
        <ReportsPanel />
      </Tabs.Panel>
      <Tabs.Panel value="stats">
        <ItemStatsPanel />
      </Tabs.Panel>
      <Tabs.Panel value="calibration">
        <CalibrationPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
