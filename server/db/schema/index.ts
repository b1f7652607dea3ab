export * from './catalogue';
export * from './content';
export * from './dealership';
export * from './leads';
export * from './mail';
export * from './operations';
export * from './payments';
export * from './rate-limits';
