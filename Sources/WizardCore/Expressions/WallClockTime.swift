/// A moment in time for `now()`, which the host passes in `EngineEnvironment.now`: whole
/// seconds since 1970-01-01 00:00:00 UTC and the offset from UTC to show it in.
public struct WallClockTime: Sendable, Equatable {
    /// Whole seconds since 1970-01-01 00:00:00 UTC (negative before).
    public var secondsSince1970: Int
    /// Seconds added to UTC to get the local time shown (0: UTC).
    public var utcOffset: Int

    /// Creates a time.
    ///
    /// - Parameters:
    ///   - secondsSince1970: whole seconds since 1970-01-01 00:00:00 UTC.
    ///   - utcOffset: seconds east of UTC to show it in (0 by default: UTC).
    public init(secondsSince1970: Int, utcOffset: Int = 0) {
        self.secondsSince1970 = secondsSince1970
        self.utcOffset = utcOffset
    }

    /// The calendar fields of the time (proleptic Gregorian calendar).
    struct Fields: Equatable {
        var year, month, day, hour, minute, second, dayOfYear: Int
    }

    /// The calendar fields in the time's offset.
    var fields: Fields {
        let local = secondsSince1970 + utcOffset
        let (days, seconds) = (local.floorDivided(by: 86_400), local.floorModulo(86_400))
        // Days since 1970-01-01 to a civil date (the era-based algorithm of Howard Hinnant's
        // public-domain "chrono-compatible low-level date algorithms").
        let z = days + 719_468
        let era = z.floorDivided(by: 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYearFromMarch = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYearFromMarch + 2) / 153
        let day = dayOfYearFromMarch - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let isLeap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let daysBeforeMonth = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334][month - 1]
        let dayOfYear = daysBeforeMonth + day + (isLeap && month > 2 ? 1 : 0)
        return Fields(
            year: year, month: month, day: day, hour: seconds / 3600, minute: seconds / 60 % 60, second: seconds % 60,
            dayOfYear: dayOfYear)
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    /// The time written with `format`, strftime-style: `%Y` year, `%y` its last two
    /// digits, `%m` month, `%d` day, `%H` hour, `%M` minute, `%S` second (each two digits),
    /// `%j` day of the year (three digits), `%B` month name, `%b` its first three letters,
    /// `%%` a percent sign; any other `%x` is kept as written.
    ///
    /// - Parameter format: the pattern, as `now(format)` receives it.
    /// - Returns: the formatted time, in the time's own UTC offset.
    public func formatted(_ format: String) -> String {
        let f = fields
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        var out = ""
        var iterator = format.makeIterator()
        while let character = iterator.next() {
            guard character == "%" else {
                out.append(character)
                continue
            }
            guard let code = iterator.next() else {
                out.append("%")
                break
            }
            switch code {
            case "Y": out += String(f.year)
            case "y": out += two(f.year.floorModulo(100))
            case "m": out += two(f.month)
            case "d": out += two(f.day)
            case "H": out += two(f.hour)
            case "M": out += two(f.minute)
            case "S": out += two(f.second)
            case "j": out += f.dayOfYear < 10 ? "00\(f.dayOfYear)" : (f.dayOfYear < 100 ? "0\(f.dayOfYear)" : "\(f.dayOfYear)")
            case "B": out += Self.monthNames[f.month - 1]
            case "b": out += String(Self.monthNames[f.month - 1].prefix(3))
            case "%": out += "%"
            default:
                out.append("%")
                out.append(code)
            }
        }
        return out
    }
}

extension Int {
    /// The quotient rounded towards negative infinity.
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let (q, r) = quotientAndRemainder(dividingBy: divisor)
        return r < 0 ? q - 1 : q
    }

    /// The remainder with the divisor's sign (0 ..< divisor for a positive divisor).
    fileprivate func floorModulo(_ divisor: Int) -> Int {
        let r = self % divisor
        return r < 0 ? r + divisor : r
    }
}
