import BenchmarkRandom
import Foundation
import Sectional

/// Times the compositional layout.
///
/// - `compositional.prepare`: a full preparation of 10,000 sections of 100 items (1,000,000
///   items), each section a header over rows of three tiles (an `HGroup` of three
///   `.fractionalWidth(1/3)` items) with insets and spacing: every frame computed.
/// - `compositional.prepare.unlike`: the same items in sections of 99 and 101 items in turn, so
///   that no section is described as the one before it and each is solved (sections alike share
///   the geometry of the first: `compositional.prepare` measures that, this case the solver).
/// - `compositional.prepare.flow`: `layout.prepare`'s flow layout over the same content, timed
///   interleaved with `compositional.prepare` and `.unlike`; the RATIO lines compare them.
/// - `compositional.prepare.one`: the preparation after a batch that touched one section of
///   10,000, at 10 and 100 items a section; the RATIO line compares them (a section's cost, not
///   the layout's).
/// - `compositional.query`: the elements in a 320 × 880 viewport at a random place in the
///   1,000,000 items, per query.
/// - `compositional.scroll.orthogonal`: one step of a row of 1,000 cards scrolling on its own
///   through the headless view (cells recycled sideways), per step.
@MainActor
func measureCompositional(options: Options) {
  // 10,000 sections, or 100 in a quick run.
  let sections = options.sectionCount(10_000, rowsEach: 100)
  if options.selects("compositional.prepare") || options.selects("compositional.prepare.flow")
    || options.selects("compositional.prepare.unlike")
  {
    measureCompositionalPreparation(sections: sections, options: options)
  }
  if options.selects("compositional.prepare.one") {
    let cases = [10, 100].map {
      measureCompositionalOneSection(sections: sections, rowsPerSection: $0)
    }
    report(
      "RATIO compositional.prepare.one rows=100/rows=10 "
        + "median=\(format(cases[1].medianMilliseconds / cases[0].medianMilliseconds))")
  }
  if options.selects("compositional.query") {
    measureCompositionalQuery(sections: sections, seed: options.seed &+ 0xC0)
  }
  if options.selects("compositional.scroll.orthogonal") {
    measureOrthogonalScroll()
  }
}

/// A section of a header over rows of three tiles.
private let tileSection = LayoutSection {
  HGroup(height: .absolute(100)) {
    Item(width: .fractionalWidth(1 / 3)).contentInsets(value: 2)
  }
}
.interGroupSpacing(4)
.contentInsets(horizontal: 8, vertical: 8)
.boundarySupplementaryItem(
  BoundarySupplementaryItem(elementKind: .header).height(.absolute(30)))

/// The full preparation, interleaved with `layout.prepare`'s flow layout (a list of 44-point
/// rows) over the same content as `compositional.prepare.flow`, so that their ratio by time is
/// measured in one stretch of the machine's load.
@MainActor
private func measureCompositionalPreparation(sections: Int, options: Options) {
  let content = UniformContent(sections: sections, rows: 100)
  let unlikeContent = UniformContent(counts: (0..<sections).map { $0 % 2 == 0 ? 99 : 101 })
  // A layout a case: a preparation replaces the geometry its layout holds, and a case sharing
  // the layout of another would free the other's geometry (10,000 sections of its own) in its
  // time, where an app preparing a screen again frees that screen's.
  let compositional = CompositionalLayout(section: tileSection)
  let unlike = CompositionalLayout(section: tileSection)
  let flow = FlowLayout.list(rowHeight: 44)
  let cases = [
    Measurement.Case(name: "compositional.prepare") {
      compositional.invalidateLayout()
      compositional.prepare(for: content)
      return Int(compositional.contentSize.height)
    },
    Measurement.Case(name: "compositional.prepare.unlike") {
      unlike.invalidateLayout()
      unlike.prepare(for: unlikeContent)
      return Int(unlike.contentSize.height)
    },
    Measurement.Case(name: "compositional.prepare.flow") {
      flow.invalidateLayout()
      flow.prepare(for: content)
      return Int(flow.contentSize.height)
    },
  ]
  let measured = Measurement.interleaved(
    cases.filter { options.selects($0.name) }, count: sections * 100)
  for measurement in measured {
    report(measurement.line)
  }
  if let flow = measured.first(where: { $0.name == "compositional.prepare.flow" }) {
    for measurement in measured where measurement.name != flow.name {
      report(ratio(measurement, flow))
    }
  }
}

@MainActor
private func measureCompositionalOneSection(sections: Int, rowsPerSection: Int) -> Measurement {
  let content = UniformContent(sections: sections, rows: rowsPerSection)
  let layout = CompositionalLayout(section: tileSection)
  layout.prepare(for: content)
  var reusing: [Int?] = Array(0..<sections)
  reusing[sections / 2] = nil
  let measurement = Measurement.run(
    "compositional.prepare.one", count: sections * rowsPerSection
  ) {
    layout.invalidateLayout(.batchUpdate(reusing: reusing))
    layout.prepare(for: content)
    return Int(layout.contentSize.height)
  }
  report(measurement.line)
  return measurement
}

@MainActor
private func measureCompositionalQuery(sections: Int, seed: UInt64) {
  var generator = SplitMix64(seed: seed)
  let content = UniformContent(sections: sections, rows: 100)
  let layout = CompositionalLayout(section: tileSection)
  layout.prepare(for: content)
  let height = Int(layout.contentSize.height)
  let origins = (0..<1_000).map { _ in
    CGFloat(Int.random(in: 0..<(height - 880), using: &generator))
  }
  var next = 0
  let queriesPerRun = 100
  let measurement = Measurement.run(
    "compositional.query", count: sections * 100, operationsPerRun: queriesPerRun
  ) {
    var found = 0
    for _ in 0..<queriesPerRun {
      found &+=
        layout.layoutAttributesForElements(
          in: CGRect(x: 0, y: origins[next], width: 320, height: 880)
        ).count
      next = (next + 1) % origins.count
    }
    return found
  }
  report(measurement.line)
}

/// Cards for the orthogonal case.
@MainActor
private final class Cards: CollectionViewDataSource {
  let count: Int

  init(count: Int) {
    self.count = count
  }

  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
  }
}

@MainActor
private func measureOrthogonalScroll() {
  let cards = Cards(count: 1_000)
  let layout = CompositionalLayout(
    section: LayoutSection {
      HGroup(width: .absolute(150), height: .absolute(200)) { Item() }
    }
    .interGroupSpacing(8)
    .orthogonalScrollingBehavior(.continuous))
  let view = HeadlessCollectionView(size: CGSize(width: 320, height: 880), layout: layout)
  view.dataSource = cards
  view.layoutIfNeeded()
  let stepsPerRun = 100
  let end = 1_000 * 158 - 320
  let measurement = Measurement.run(
    "compositional.scroll.orthogonal", count: 1_000, operationsPerRun: stepsPerRun
  ) {
    for _ in 0..<stepsPerRun {
      let next = view.contentOffset(ofSection: 0) + 97
      view.setContentOffset(next > CGFloat(end) ? 0 : next, ofSection: 0)
    }
    return view.visibleCells.count
  }
  report(measurement.line)
}
