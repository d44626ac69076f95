import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPrice } from '@/lib/format';
import type { RevenueChart as RevenueChartData } from '../transform';

/** Provider colours, stable between charts and periods; any other provider gets the last one. */
const PROVIDER_COLORS: Record<string, string> = {
  robokassa: 'teal.solid',
  tinkoff: 'yellow.solid',
  epoint: 'blue.solid',
  free: 'gray.solid',
};
const OTHER_COLOR = 'purple.solid';

interface RevenueChartProps {
  chart: RevenueChartData;
  /** Each point's period as the axis shows it. */
  periodLabel: (periodStart: string) => string;
  providerLabel: (provider: string) => string;
  /** The chart's accessible name; the table under it holds the same numbers as text. */
  label: string;
}

type Point = { period: string } & Record<string, number | string>;

/**
 * One currency's revenue: a bar per period, stacked by provider. Loaded on its own (recharts is
 * large), so only the statistics screen pays for it.
 */
export default function RevenueChart({
  chart,
  periodLabel,
  providerLabel,
  label,
}: RevenueChartProps) {
  const view = useChart<Point>({
    data: chart.points.map((point) => ({ period: periodLabel(point.period), ...point.amounts })),
    series: chart.providers.map((provider) => ({
      name: provider,
      label: providerLabel(provider),
      color: PROVIDER_COLORS[provider] ?? OTHER_COLOR,
      stackId: 'revenue',
    })),
  });
  return (
    <Chart.Root
      chart={view}
      maxH="sm"
      role="img"
      aria-label={label}
      data-testid={`revenue-chart-${chart.currency}`}
    >
      {/* `responsive`: recharts 3 draws nothing without a size, and takes it from the box. */}
      <BarChart data={view.data} accessibilityLayer={false} responsive>
        <CartesianGrid stroke={view.color('border.muted')} vertical={false} />
        <XAxis dataKey={view.key('period')} tickLine={false} axisLine={false} />
        <YAxis
          tickLine={false}
          axisLine={false}
          tickFormatter={(value: number) => formatPrice(value)}
        />
        <Tooltip
          cursor={{ fill: view.color('bg.muted') }}
          animationDuration={100}
          content={<Chart.Tooltip />}
        />
        <Legend content={<Chart.Legend />} />
        {view.series.map((item) => (
          <Bar
            key={String(item.name)}
            isAnimationActive={false}
            dataKey={view.key(item.name)}
            name={String(item.label)}
            fill={view.color(item.color)}
            stackId={item.stackId}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
