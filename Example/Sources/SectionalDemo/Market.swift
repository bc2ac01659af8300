import Sectional
import SeededRandom

/// One row of the watchlist: a symbol and its price.
///
/// The ticker is the identity the diff follows, so a new price is an update of the same row and
/// a different position is a move.
public struct Quote: Identifiable, Equatable, Sendable, Differentiable {
  /// The ticker symbol, such as `AAPL`.
  public let ticker: String

  /// The company's short name.
  public let name: String

  /// The last price, in cents.
  public var price: Int

  /// The price at the previous close, in cents; the change is measured against it.
  public let previousClose: Int

  /// The ticker: the identity the diff follows.
  public var id: String { ticker }

  /// The change since the previous close, in hundredths of a percent (rounded towards zero).
  public var changeBasisPoints: Int {
    (price - previousClose) * 10_000 / previousClose
  }

  /// Creates a quote.
  ///
  /// - Parameters:
  ///   - ticker: The ticker symbol.
  ///   - name: The company's short name.
  ///   - price: The last price, in cents.
  ///   - previousClose: The previous close, in cents.
  public init(ticker: String, name: String, price: Int, previousClose: Int) {
    self.ticker = ticker
    self.name = name
    self.price = price
    self.previousClose = previousClose
  }
}

/// A make-believe market, driven by a seeded generator: the same seed gives the same prices,
/// pages, listings and delistings on every run.
///
/// The watchlist holds the symbols loaded so far, sorted by change (best first) after every
/// refresh; the rest of the universe arrives a page at a time.
public struct Market: Sendable {
  /// The symbols loaded so far, in the order shown.
  public private(set) var watchlist: [Quote] = []

  /// How many symbols a page brings.
  public let pageSize: Int

  /// How many refreshes happened.
  public private(set) var tick = 0

  /// The alert of the last refresh, when a price jumped.
  public private(set) var alert: String?

  private var rng: SplitMix64
  private var unloaded: [Quote]
  private var upcomingListings: [Quote]
  private var pagesLoaded = 0

  /// Creates a market.
  ///
  /// - Parameters:
  ///   - seed: The generator's seed.
  ///   - pageSize: How many symbols a page brings.
  public init(seed: UInt64, pageSize: Int = 15) {
    var rng = SplitMix64(seed: seed)
    self.pageSize = max(1, pageSize)
    unloaded = Self.universe.map { Self.quote($0, rng: &rng) }
    upcomingListings = Self.listings.map { Self.quote($0, rng: &rng) }
    self.rng = rng
  }

  /// Whether the market is open: closed before the first refresh and at every eighth one.
  public var isOpen: Bool { tick % 8 != 0 }

  /// Whether more symbols wait to be loaded.
  public var hasMore: Bool { !unloaded.isEmpty }

  /// The number of symbols listed, loaded or not.
  public var totalCount: Int { watchlist.count + unloaded.count }

  /// Appends the next page to the watchlist, sorted by change within the page.
  ///
  /// - Returns: What happened, for the log; empty when nothing was left.
  public mutating func loadNextPage() -> [String] {
    guard hasMore else { return [] }
    let page = Array(unloaded.prefix(pageSize))
    unloaded.removeFirst(page.count)
    watchlist += page.sorted(by: Self.bestFirst)
    pagesLoaded += 1
    return ["loaded page \(pagesLoaded): +\(page.count) symbols"]
  }

  /// Moves to the next tick: prices move (when open), a symbol may list or delist, and the
  /// watchlist is sorted by change again.
  ///
  /// - Returns: What happened, for the log.
  public mutating func refresh() -> [String] {
    tick += 1
    alert = nil
    var events: [String] = []
    guard isOpen else {
      watchlist.sort(by: Self.bestFirst)
      return ["tick \(tick): market closed, prices unchanged"]
    }
    var moved = 0
    var biggest: (ticker: String, move: Int)?
    for index in watchlist.indices {
      guard rng.int(below: 10) >= 4 else { continue }
      var move = rng.int(in: -150...150)
      if rng.int(below: 20) == 0 {
        move = (rng.int(below: 2) == 0 ? -1 : 1) * rng.int(in: 300...700)
      }
      guard move != 0 else { continue }
      let quote = watchlist[index]
      watchlist[index].price = max(1, quote.price + quote.price * move / 10_000)
      moved += 1
      if abs(move) >= 300, abs(move) > abs(biggest?.move ?? 0) {
        biggest = (quote.ticker, move)
      }
    }
    events.append("tick \(tick): \(moved) prices moved")
    switch rng.int(below: 6) {
    case 0 where watchlist.count > 1:
      let gone = watchlist.remove(at: rng.int(below: watchlist.count))
      events.append("delisted \(gone.ticker)")
    case 1 where !upcomingListings.isEmpty:
      let listed = upcomingListings.removeFirst()
      watchlist.append(listed)
      events.append("listed \(listed.ticker)")
    default:
      break
    }
    if let biggest, watchlist.contains(where: { $0.ticker == biggest.ticker }) {
      alert = "ALERT \(biggest.ticker) \(Format.change(biggest.move)) in one tick"
    }
    watchlist.sort(by: Self.bestFirst)
    return events
  }

  /// Removes a symbol from the watchlist.
  ///
  /// - Parameter ticker: The symbol.
  /// - Returns: Whether it was there.
  @discardableResult
  public mutating func remove(_ ticker: String) -> Bool {
    guard let index = watchlist.firstIndex(where: { $0.ticker == ticker }) else { return false }
    watchlist.remove(at: index)
    return true
  }

  /// Moves a symbol to the top of the watchlist, until the next refresh sorts it again.
  ///
  /// - Parameter ticker: The symbol.
  /// - Returns: Whether it was there.
  @discardableResult
  public mutating func moveToTop(_ ticker: String) -> Bool {
    guard let index = watchlist.firstIndex(where: { $0.ticker == ticker }) else { return false }
    watchlist.insert(watchlist.remove(at: index), at: 0)
    return true
  }

  /// Orders by change, best first, then by ticker.
  static func bestFirst(_ lhs: Quote, _ rhs: Quote) -> Bool {
    (-lhs.changeBasisPoints, lhs.ticker) < (-rhs.changeBasisPoints, rhs.ticker)
  }

  /// A quote a little away from its previous close.
  private static func quote(_ listing: Listing, rng: inout SplitMix64) -> Quote {
    let close = listing.close
    let price = max(1, close + close * rng.int(in: -250...250) / 10_000)
    return Quote(ticker: listing.ticker, name: listing.name, price: price, previousClose: close)
  }

  private typealias Listing = (ticker: String, name: String, close: Int)

  /// The symbols of the watchlist, page by page (made-up prices).
  private static let universe: [Listing] = [
    ("AAPL", "Apple", 19_012), ("MSFT", "Microsoft", 41_530), ("NVDA", "Nvidia", 12_088),
    ("AMZN", "Amazon", 18_604), ("GOOG", "Alphabet", 17_221), ("META", "Meta Platforms", 49_377),
    ("TSLA", "Tesla", 24_830), ("AVGO", "Broadcom", 16_245), ("JPM", "JPMorgan Chase", 20_118),
    ("V", "Visa", 27_390), ("WMT", "Walmart", 6_812), ("XOM", "Exxon Mobil", 11_705),
    ("MA", "Mastercard", 46_120), ("UNH", "UnitedHealth", 51_880), ("ORCL", "Oracle", 14_090),
    ("COST", "Costco", 86_215), ("HD", "Home Depot", 35_402), ("PG", "Procter & Gamble", 16_733),
    ("JNJ", "Johnson & Johnson", 15_471), ("BAC", "Bank of America", 3_955),
    ("NFLX", "Netflix", 68_240), ("ABBV", "AbbVie", 17_660), ("KO", "Coca-Cola", 6_305),
    ("CRM", "Salesforce", 27_110), ("AMD", "AMD", 15_588), ("PEP", "PepsiCo", 16_420),
    ("CVX", "Chevron", 15_230), ("ADBE", "Adobe", 51_760), ("TMO", "Thermo Fisher", 57_910),
    ("MCD", "McDonald's", 28_045), ("CSCO", "Cisco", 4_870), ("INTC", "Intel", 3_112),
    ("DIS", "Disney", 9_845), ("IBM", "IBM", 18_920), ("QCOM", "Qualcomm", 16_707),
    ("NKE", "Nike", 7_640), ("UBER", "Uber", 7_215), ("SBUX", "Starbucks", 8_930),
    ("PYPL", "PayPal", 6_540), ("SHOP", "Shopify", 7_788),
  ]

  /// Symbols that list during the session, in order (made-up names and prices).
  private static let listings: [Listing] = [
    ("NOVA", "Nova Robotics", 2_400), ("KITE", "Kite Aerospace", 3_150),
    ("LGRD", "Lumen Grid", 1_275), ("ORBT", "Orbit Freight", 5_820),
    ("QBIT", "Qubit Labs", 8_800), ("FERN", "Fern Foods", 1_960),
  ]
}
