export * from './exams';
export * from './messages';
export * from './pagination';
export * from './rules';
export * from './schemas/blog';
export * from './schemas/exams';
export * from './schemas/health';
