import {
  abilityScopes,
  type Blueprint,
  type BlueprintSection,
  type ExamScale,
  type FormCurve,
  type FormItem,
  type FormPart,
  findBlueprint,
  findExamScale,
  formCurve,
  type ReadinessForm,
  readinessForms,
  sectionAccepts,
} from '@app/domain';
import type { AppDeps } from '../../deps';
import { type ItemDifficulty, itemDifficulties } from '../calibration/item-difficulties';
import type { PoolEntry } from '../questions/pool';

/** A bank item with its id and current difficulty. */
export type BankItem = FormItem & { id: number };

/** An item as matched against forms and sub-areas: its category and tags. */
export type TaggedItem = Pick<FormItem, 'category' | 'topic' | 'subarea'>;

/**
 * A sub-area of the exam (what to study next ranks these): one part of an ability scope's
 * form, a section's share of one category within the section's topics.
 */
export type SubArea = {
  section: BlueprintSection;
  category: string;
  /** Share of its form's scored items. */
  weight: number;
  /** The form of this part alone: the expected percent on the sub-area's items. */
  curve: FormCurve;
};

export type ExamModel = {
  examTypeId: number;
  scale: ExamScale;
  /** The whole exam's form where it is taken whole, and each test's. */
  exam: { form: ReadinessForm<BankItem>; curve: FormCurve } | null;
  tests: { form: ReadinessForm<BankItem>; curve: FormCurve }[];
  subAreas: SubArea[];
  /** Each category's items as one part: the expected percent on the category. */
  categories: Map<string, FormCurve>;
  difficulties: ReadonlyMap<number, ItemDifficulty>;
  sectionOf(part: Pick<FormPart, 'section'>): BlueprintSection | undefined;
};

const single = (label: string, part: FormPart): ReadinessForm => ({
  label,
  scope: 'test',
  parts: [part],
  scored: part.count,
});

/** Whether an item counts in a form: it belongs to one of the form's parts. */
export function formHolds(model: ExamModel, form: ReadinessForm, item: TaggedItem): boolean {
  return form.parts.some((part) => partHolds(model.sectionOf(part), part.category, item));
}

export function partHolds(
  section: BlueprintSection | undefined,
  category: string,
  item: TaggedItem,
): boolean {
  return item.category === category && (!section || sectionAccepts(section, item));
}

function buildModel(
  examTypeId: number,
  blueprint: Blueprint,
  scale: ExamScale,
  pool: readonly PoolEntry[],
  difficulties: ReadonlyMap<number, ItemDifficulty>,
): ExamModel {
  const items: BankItem[] = pool.map((entry) => ({
    id: entry.id,
    category: entry.category,
    topic: entry.topic,
    subarea: entry.subarea,
    difficulty: difficulties.get(entry.id)?.b ?? 0,
  }));
  const forms = readinessForms(blueprint, items);
  const withCurve = (form: ReadinessForm<BankItem>) => ({ form, curve: formCurve(form) });
  const sections = new Map(blueprint.sections.map((s) => [s.label, s]));
  const sectionOf = (part: Pick<FormPart, 'section'>) => sections.get(part.section);
  const subAreas: SubArea[] = [];
  const seen = new Set<string>();
  for (const form of abilityScopes(forms)) {
    for (const part of form.parts) {
      const key = `${part.section}\u0000${part.category}`;
      const section = sectionOf(part);
      if (seen.has(key) || !section) continue;
      seen.add(key);
      subAreas.push({
        section,
        category: part.category,
        weight: part.count / form.scored,
        curve: formCurve(single(part.section, part)),
      });
    }
  }
  const categories = new Map<string, FormCurve>();
  for (const category of new Set(items.map((i) => i.category))) {
    const members = items.filter((i) => i.category === category);
    categories.set(
      category,
      formCurve(single(category, { section: category, category, count: 1, items: members })),
    );
  }
  return {
    examTypeId,
    scale,
    exam: forms.exam ? withCurve(forms.exam) : null,
    tests: forms.tests.map(withCurve),
    subAreas,
    categories,
    difficulties,
    sectionOf,
  };
}

/** Built once per pool: the pool array is replaced when questions change (and every 60 s). */
const models = new WeakMap<readonly PoolEntry[], Promise<ExamModel>>();

/**
 * The exam's forms and curves with the bank's current difficulties. Kept as long as the
 * exam's question pool is (questions.pool: at most 60 s), so difficulties learnt by the
 * calibration job reach the estimates within a minute.
 */
export async function examModel(
  deps: Pick<AppDeps, 'db' | 'questionPool'>,
  examTypeId: number,
): Promise<ExamModel | null> {
  const blueprint = findBlueprint(examTypeId);
  const scale = findExamScale(examTypeId);
  if (!blueprint || !scale) return null;
  const pool = await deps.questionPool.forExam(examTypeId);
  let model = models.get(pool);
  if (!model) {
    model = itemDifficulties(
      deps,
      pool.map((entry) => entry.id),
    ).then((difficulties) => buildModel(examTypeId, blueprint, scale, pool, difficulties));
    model.catch(() => models.delete(pool));
    models.set(pool, model);
  }
  return model;
}
