export { ArchiveTimeline, TIMELINE_PAGE_SIZE } from './ArchiveTimeline';
export { timelineApi } from './timelineApi';
