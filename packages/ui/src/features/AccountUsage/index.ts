export { UsageChart } from './UsageChart/UsageChart';
export type { UsageChartProps } from './UsageChart/UsageChart';
export { UsageFilters } from './UsageFilters/UsageFilters';
export type { UsageFiltersProps } from './UsageFilters/UsageFilters';
export { UsageLines } from './UsageLines/UsageLines';
export type { UsageLinesProps } from './UsageLines/UsageLines';
export { UsageHistoryTable } from './UsageHistoryTable/UsageHistoryTable';
export type { UsageHistoryTableProps } from './UsageHistoryTable/UsageHistoryTable';
