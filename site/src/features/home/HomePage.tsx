import { Hero } from './Hero';
import { HomeRanking } from './HomeRanking';
import { HomeSearch } from './HomeSearch';
import { LatestBooks } from './LatestBooks';
import { NoticeBoard } from './NoticeBoard';
import { PopularBooks } from './PopularBooks';
import { QuoteBlock } from './QuoteBlock';
import { StatsCounters } from './StatsCounters';

/** Every section loads on its own, with its own spinner, so a slow one holds up none of the others. */
export function HomePage() {
  return (
    <div id="home">
      <Hero />
      <NoticeBoard />
      <HomeSearch />
      <QuoteBlock />
      <StatsCounters />
      <HomeRanking />
      <PopularBooks />
      <LatestBooks />
    </div>
  );
}
