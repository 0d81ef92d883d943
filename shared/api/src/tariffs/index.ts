export * from './tariff';
