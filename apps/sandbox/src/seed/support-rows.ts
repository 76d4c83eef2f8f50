/** Writes the support seed (seed/support.ts) into its tables. */
import type { SqlExecutor } from '../db/database';
import { insertRows } from '../db/insert-rows';
import {
  seedFaqGroups,
  seedFaqs,
  seedFrequentErrors,
  seedQualityCategories,
  seedQualityReports,
  seedSupportRequests,
} from './support';

const hourMs = 3_600_000;

export async function seedSupport(tx: SqlExecutor, now: number): Promise<void> {
  await seedQuality(tx, now);
  await insertRows(
    tx,
    'faq_groups',
    ['id', 'name', 'name_en', 'sort'],
    seedFaqGroups.map((g) => [g.id, g.name, g.nameEn, g.id]),
  );
  await insertRows(
    tx,
    'faqs',
    ['id', 'group_id', 'question', 'answer_html', 'question_en', 'answer_en', 'sort'],
    seedFaqs.map((f) => [f.id, f.groupId, f.question, f.answerHtml, f.questionEn, f.answerEn, f.id]),
  );
  await insertRows(
    tx,
    'frequent_errors',
    [
      'id',
      'category_id',
      'category_name',
      'category_name_en',
      'title',
      'title_en',
      'solution_html',
      'solution_en',
      'sort',
    ],
    seedFrequentErrors.map((e) => [
      e.id,
      e.categoryId,
      e.categoryName,
      e.categoryNameEn,
      e.title,
      e.titleEn,
      e.solutionHtml,
      e.solutionEn,
      e.id,
    ]),
  );
  for (const request of seedSupportRequests) {
    const sentAt = now - request.daysAgo * 24 * hourMs;
    const [row] = await tx.query<{ id: number }>(
      `insert into support_requests (msisdn, category_id, content, contact_phone, status, created_at)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [
        request.msisdn,
        request.categoryId,
        request.content,
        request.contactPhone,
        request.history.at(-1)?.status ?? 'received',
        new Date(sentAt),
      ],
    );
    await insertRows(
      tx,
      'support_request_events',
      ['request_id', 'status', 'note', 'at'],
      request.history.map((event) => [
        row?.id,
        event.status,
        event.note,
        new Date(sentAt + event.hoursAfter * hourMs),
      ]),
    );
  }
}

/** ACC-73: the category tree, the reports and their votes (a reporter's own vote comes with the report). */
async function seedQuality(tx: SqlExecutor, now: number): Promise<void> {
  await insertRows(
    tx,
    'quality_categories',
    ['id', 'parent_id', 'name', 'name_en', 'sort'],
    seedQualityCategories.map(([id, parent, name, nameEn], index) => [id, parent, name, nameEn, index]),
  );
  for (const report of seedQualityReports) {
    const filedAt = new Date(now - report.hoursAgo * hourMs);
    const [row] = await tx.query<{ id: number }>(
      `insert into quality_reports (msisdn, category_id, content, precinct_id, latitude, longitude, created_at)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        report.msisdn,
        report.categoryId,
        report.content,
        report.precinctId ?? null,
        report.position?.latitude ?? null,
        report.position?.longitude ?? null,
        filedAt,
      ],
    );
    await insertRows(
      tx,
      'quality_votes',
      ['report_id', 'msisdn', 'voted_at'],
      report.voters.map((voter) => [row?.id, voter, filedAt]),
    );
  }
}
