// A chart read by a die roll: rows are bands of the roll's total ("2-4", "7", "12+", "1-"),
// columns are named ("pitched_battle", "heavy", "3"), and each cell holds a result (a code
// such as "2M", or a small struct). Charts of this shape are how wargames resolve fire,
// assault and morale (a combat chart), so a system's tables declare them rather than code
// them. Rows are contiguous and ascending, so a total past either end is the only total
// without a row: `find` reports it, `clamped` reads the end row (the usual "or more"/"or
// less" reading), and a column shifted past an edge reads the edge column (charts whose
// modifiers move the result left or right).
#pragma once

#include <climits>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable::rules {

// An inclusive band of die-roll totals. An open end is INT_MIN or INT_MAX.
struct RollBand {
  int low = 0;
  int high = 0;
  bool contains(int total) const { return total >= low && total <= high; }
  bool openBelow() const { return low == INT_MIN; }
  bool openAbove() const { return high == INT_MAX; }
  // As a chart writes it: "7", "2-4", "12+", "1-", "-3--1".
  std::string text() const;
};

// Reads a band as a chart writes it: "N", "A-B" (A <= B), "N+" (N or more), "N-" (N or
// less); N may be negative ("-2", "-3--1", "-1-"). Nothing when the text is none of these.
std::optional<RollBand> parseRollBand(std::string_view text);

template <class Cell>
class DieChart {
 public:
  struct Row {
    RollBand band;
    std::vector<Cell> cells;  // one a column
  };

  // Sets the columns (before any row); returns the problem, empty when there is none:
  // no columns, an empty name, or a name given twice.
  std::string setColumns(std::vector<std::string> columns);
  // Adds the next row; returns the problem, empty when there is none: the wrong number of
  // cells, a band that does not start one past the previous row's end, or an open end
  // anywhere but below the first row and above the last.
  std::string addRow(RollBand band, std::vector<Cell> cells);

  const std::vector<std::string>& columns() const { return mColumns; }
  const std::vector<Row>& rows() const { return mRows; }
  bool empty() const { return mRows.empty(); }
  // The lowest and highest totals with a row (open ends give INT_MIN / INT_MAX).
  int lowest() const { return mRows.front().band.low; }
  int highest() const { return mRows.back().band.high; }

  std::optional<std::size_t> column(std::string_view name) const;
  // The row holding `total`; nothing when the total is past either end.
  std::optional<std::size_t> rowOf(int total) const;
  // The cell; null when the total has no row or the column is unknown / out of range.
  const Cell* find(int total, std::string_view column) const;
  const Cell* find(int total, std::size_t column) const;
  // The cell with the total held to the chart's rows and the column index to its columns
  // (a column moved two left of the first reads the first). The chart must have a row.
  const Cell& clamped(int total, std::ptrdiff_t column) const;

 private:
  std::vector<std::string> mColumns;
  std::vector<Row> mRows;
};

template <class Cell>
std::string DieChart<Cell>::setColumns(std::vector<std::string> columns) {
  if (!mRows.empty()) return "the columns are set before the rows";
  if (columns.empty()) return "a chart needs at least one column";
  for (std::size_t i = 0; i < columns.size(); ++i) {
    if (columns[i].empty()) return "a column needs a name";
    for (std::size_t j = 0; j < i; ++j) {
      if (columns[j] == columns[i]) return "column '" + columns[i] + "' is named twice";
    }
  }
  mColumns = std::move(columns);
  return {};
}

template <class Cell>
std::string DieChart<Cell>::addRow(RollBand band, std::vector<Cell> cells) {
  if (band.low > band.high) return "the band " + band.text() + " is empty";
  if (cells.size() != mColumns.size()) {
    return "the row " + band.text() + " has " + std::to_string(cells.size()) +
           " cells; the chart has " + std::to_string(mColumns.size()) + " columns";
  }
  if (!mRows.empty()) {
    const RollBand& last = mRows.back().band;
    if (band.openBelow()) return "only the first row may be open below (" + band.text() + ")";
    if (last.openAbove()) return "no row may follow " + last.text() + ", which is open above";
    if (band.low != last.high + 1) {
      return "the row " + band.text() + " must start at " + std::to_string(last.high + 1) +
             ", one past the row " + last.text() + " (rows ascend without gaps or overlaps)";
    }
  }
  mRows.push_back(Row{band, std::move(cells)});
  return {};
}

template <class Cell>
std::optional<std::size_t> DieChart<Cell>::column(std::string_view name) const {
  for (std::size_t i = 0; i < mColumns.size(); ++i) {
    if (mColumns[i] == name) return i;
  }
  return std::nullopt;
}

template <class Cell>
std::optional<std::size_t> DieChart<Cell>::rowOf(int total) const {
  for (std::size_t i = 0; i < mRows.size(); ++i) {
    if (mRows[i].band.contains(total)) return i;
  }
  return std::nullopt;
}

template <class Cell>
const Cell* DieChart<Cell>::find(int total, std::string_view name) const {
  const auto c = column(name);
  return c ? find(total, *c) : nullptr;
}

template <class Cell>
const Cell* DieChart<Cell>::find(int total, std::size_t column) const {
  const auto r = rowOf(total);
  if (!r || column >= mColumns.size()) return nullptr;
  return &mRows[*r].cells[column];
}

template <class Cell>
const Cell& DieChart<Cell>::clamped(int total, std::ptrdiff_t column) const {
  std::size_t r = 0;
  if (total > mRows.back().band.high)
    r = mRows.size() - 1;
  else if (total >= mRows.front().band.low)
    r = *rowOf(total);
  const auto last = static_cast<std::ptrdiff_t>(mColumns.size()) - 1;
  const std::ptrdiff_t c = column < 0 ? 0 : column > last ? last : column;
  return mRows[r].cells[static_cast<std::size_t>(c)];
}

}  // namespace sandtable::rules
