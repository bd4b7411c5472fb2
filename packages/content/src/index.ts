export {
  answerColumns,
  answerTables,
  drillTables,
  exerciseTables,
  progressColumns,
  progressTable,
} from './catalogue/tables.ts';
